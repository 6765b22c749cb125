// case: vs3.o.count/invalid/vs_3_0/file-o_index-15 (validate)
// expect: invalid [vs3.o.count]
// origin: template reg_use {file: o, index: 15}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o15
mov o15, c0
mov o0, v0
