// case: flow.label-range/valid/vs_2_x/file-l_index-15 (validate)
// expect: valid
// case: flow.label-range/assemble/vs_2_x/file-l_index-15 (assemble)
// expect: the tokens of valid-vs_2_x-file-l_index-15.bin
// origin: template reg_use {file: l, index: 15}
vs_2_x
dcl_position v0
call l15
mov oPos, v0
ret
label l15
ret
