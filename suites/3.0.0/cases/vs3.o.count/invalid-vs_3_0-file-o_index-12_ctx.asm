// case: vs3.o.count/invalid/vs_3_0/file-o_index-12_ctx (validate)
// expect: invalid [vs3.o.count]
// origin: template reg_use {file: o, index: 12} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o12
mov o12, c0
mov o0, v0
add r0, c3, c3
mul r1, c0, c0
mad r2, c7, c7, r0
add r3, r2, c5
add r4, r2, r2
add r5, c7, c7
