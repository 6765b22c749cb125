// case: flow.label-range/valid/ps_2_x/file-l_index-15 (validate)
// expect: valid
// case: flow.label-range/assemble/ps_2_x/file-l_index-15 (assemble)
// expect: the tokens of valid-ps_2_x-file-l_index-15.bin
// origin: template reg_use {file: l, index: 15}
ps_2_x
call l15
mov oC0, c0
ret
label l15
ret
