// case: op.sincos-constants/invalid/ps_2_0/ins-temps_ctx (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: temps} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov oC0, c0
add r4, c2, c2
mul r5, r4, r4
mov r6, c4
add r7, c3, c3
