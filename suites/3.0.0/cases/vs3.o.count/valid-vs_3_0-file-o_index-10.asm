// case: vs3.o.count/valid/vs_3_0/file-o_index-10 (validate)
// expect: valid
// case: vs3.o.count/assemble/vs_3_0/file-o_index-10 (assemble)
// expect: the tokens of valid-vs_3_0-file-o_index-10.bin
// origin: template reg_use {file: o, index: 10}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o10
mov o10, c0
mov o0, v0
