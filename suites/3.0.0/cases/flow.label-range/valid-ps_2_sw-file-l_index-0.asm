// case: flow.label-range/valid/ps_2_sw/file-l_index-0 (validate)
// expect: valid
// case: flow.label-range/assemble/ps_2_sw/file-l_index-0 (assemble)
// expect: the tokens of valid-ps_2_sw-file-l_index-0.bin
// origin: template reg_use {file: l, index: 0}
ps_2_sw
call l0
mov oC0, c0
ret
label l0
ret
