// case: flow.label-range/valid/vs_3_0/file-l_index-0 (validate)
// expect: valid
// case: flow.label-range/assemble/vs_3_0/file-l_index-0 (assemble)
// expect: the tokens of valid-vs_3_0-file-l_index-0.bin
// origin: template reg_use {file: l, index: 0}
vs_3_0
dcl_position v0
dcl_position o0
call l0
mov o0, v0
ret
label l0
ret
