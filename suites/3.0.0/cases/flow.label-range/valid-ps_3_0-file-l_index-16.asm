// case: flow.label-range/valid/ps_3_0/file-l_index-16 (validate)
// expect: valid
// case: flow.label-range/assemble/ps_3_0/file-l_index-16 (assemble)
// expect: the tokens of valid-ps_3_0-file-l_index-16.bin
// origin: template reg_use {file: l, index: 16}
ps_3_0
call l16
mov oC0, c0
ret
label l16
ret
