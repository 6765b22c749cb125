// case: reg.src-readable/valid/vs_3_0/read_file-s_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/vs_3_0/read_file-s_index-0 (assemble)
// expect: the tokens of valid-vs_3_0-read_file-s_index-0.bin
// origin: template reg_use {file: s, index: 0}
vs_3_0
dcl_position v0
dcl_position o0
dcl_2d s0
texldl r0, v0, s0
mov o0, v0
