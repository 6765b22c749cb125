// case: flow.label-range/valid/vs_3_0/file-l_index-1 (validate)
// expect: valid
// case: flow.label-range/assemble/vs_3_0/file-l_index-1 (assemble)
// expect: the tokens of valid-vs_3_0-file-l_index-1.bin
// origin: template reg_use {file: l, index: 1}
vs_3_0
dcl_position v0
dcl_position o0
call l1
mov o0, v0
ret
label l1
ret
