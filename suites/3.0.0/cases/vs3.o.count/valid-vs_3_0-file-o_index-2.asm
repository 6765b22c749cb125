// case: vs3.o.count/valid/vs_3_0/file-o_index-2 (validate)
// expect: valid
// case: vs3.o.count/assemble/vs_3_0/file-o_index-2 (assemble)
// expect: the tokens of valid-vs_3_0-file-o_index-2.bin
// origin: template reg_use {file: o, index: 2}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o2
mov o2, c0
mov o0, v0
