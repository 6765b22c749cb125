// case: op.sincos-constants/invalid/ps_2_x/ins-temps_ctx (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: temps} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov oC0, c0
mul r4, c0, c0
mov r5, c0
mul r6, r5, c5
