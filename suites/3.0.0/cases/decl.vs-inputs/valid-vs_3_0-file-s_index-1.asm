// case: decl.vs-inputs/valid/vs_3_0/file-s_index-1 (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/file-s_index-1 (assemble)
// expect: the tokens of valid-vs_3_0-file-s_index-1.bin
// origin: template reg_use {file: s, index: 1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_2d s1
texldl r0, v0, s1
mov o0, v0
