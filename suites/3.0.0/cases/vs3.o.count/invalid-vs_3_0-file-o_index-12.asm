// case: vs3.o.count/invalid/vs_3_0/file-o_index-12 (validate)
// expect: invalid [vs3.o.count]
// origin: template reg_use {file: o, index: 12}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o12
mov o12, c0
mov o0, v0
