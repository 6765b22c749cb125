// case: swz.sincos-replicate/valid/ps_3_sw/sm3_ins-sincos_ctx (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/ps_3_sw/sm3_ins-sincos_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_ins-sincos_ctx.bin
// origin: template op {ins: sincos} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.w
mov oC0, c0
mul r4, c7, c7
mov r5, r4
mad r6, r4, c3, c3
mul r7, r4, c6
mov r8, c5
