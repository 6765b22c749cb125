// case: decl.vs-inputs/valid/vs_3_0/file-v_index-1 (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/file-v_index-1 (assemble)
// expect: the tokens of valid-vs_3_0-file-v_index-1.bin
// origin: template reg_use {file: v, index: 1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 v1
mov r0, v1
mov o0, v0
