// case: vs3.o.count/valid/vs_3_sw/file-o_index-11 (validate)
// expect: valid
// case: vs3.o.count/assemble/vs_3_sw/file-o_index-11 (assemble)
// expect: the tokens of valid-vs_3_sw-file-o_index-11.bin
// origin: template reg_use {file: o, index: 11}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o11
mov o11, c0
mov o0, v0
