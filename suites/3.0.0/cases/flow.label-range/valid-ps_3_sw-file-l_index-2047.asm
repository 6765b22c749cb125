// case: flow.label-range/valid/ps_3_sw/file-l_index-2047 (validate)
// expect: valid
// case: flow.label-range/assemble/ps_3_sw/file-l_index-2047 (assemble)
// expect: the tokens of valid-ps_3_sw-file-l_index-2047.bin
// origin: template reg_use {file: l, index: 2047}
ps_3_sw
call l2047
mov oC0, c0
ret
label l2047
ret
