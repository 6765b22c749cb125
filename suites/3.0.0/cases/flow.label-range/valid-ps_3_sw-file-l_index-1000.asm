// case: flow.label-range/valid/ps_3_sw/file-l_index-1000 (validate)
// expect: valid
// case: flow.label-range/assemble/ps_3_sw/file-l_index-1000 (assemble)
// expect: the tokens of valid-ps_3_sw-file-l_index-1000.bin
// origin: template reg_use {file: l, index: 1000}
ps_3_sw
call l1000
mov oC0, c0
ret
label l1000
ret
