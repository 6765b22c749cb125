// case: vs3.o.count/valid/vs_3_0/file-o_index-0 (validate)
// expect: valid
// case: vs3.o.count/assemble/vs_3_0/file-o_index-0 (assemble)
// expect: the tokens of valid-vs_3_0-file-o_index-0.bin
// origin: template reg_use {file: o, index: 0}
vs_3_0
dcl_position v0
dcl_position o0
mov o0, c0
mov o0, v0
