// case: flow.label-range/valid/vs_2_x/file-l_index-1 (validate)
// expect: valid
// case: flow.label-range/assemble/vs_2_x/file-l_index-1 (assemble)
// expect: the tokens of valid-vs_2_x-file-l_index-1.bin
// origin: template reg_use {file: l, index: 1}
vs_2_x
dcl_position v0
call l1
mov oPos, v0
ret
label l1
ret
