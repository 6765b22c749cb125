// case: vs3.o.count/valid/vs_3_0/file-o_index-0_ctx (validate)
// expect: valid
// case: vs3.o.count/assemble/vs_3_0/file-o_index-0_ctx (assemble)
// expect: the tokens of valid-vs_3_0-file-o_index-0_ctx.bin
// origin: template reg_use {file: o, index: 0} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov o0, c0
mov o0, v0
mul r0, c3, c3
mov r1, r0
mad r2, r1, c7, r0
add r3, c5, c5
mad r4, c3, c3, r0
