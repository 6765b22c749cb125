// case: swz.sincos-replicate/valid/vs_3_0/sm3_ins-sincos_ctx (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/vs_3_0/sm3_ins-sincos_ctx (assemble)
// expect: the tokens of valid-vs_3_0-sm3_ins-sincos_ctx.bin
// origin: template op {ins: sincos} + 6 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.w
mov o0, v0
add r4, c0, c0
mad r5, r4, r4, c0
mov r6, r4
mul r7, r6, r5
mov r8, c0
add r9, r7, c0
