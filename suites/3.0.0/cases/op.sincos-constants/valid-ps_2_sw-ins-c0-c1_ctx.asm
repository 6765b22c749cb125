// case: op.sincos-constants/valid/ps_2_sw/ins-c0-c1_ctx (validate)
// expect: valid
// case: op.sincos-constants/assemble/ps_2_sw/ins-c0-c1_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-c0-c1_ctx.bin
// origin: template op {ins: c0-c1} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oC0, c0
mul r4, c5, c5
mul r5, c2, c2
mov r6, r5
