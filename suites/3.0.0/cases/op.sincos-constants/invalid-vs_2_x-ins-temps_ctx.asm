// case: op.sincos-constants/invalid/vs_2_x/ins-temps_ctx (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: temps} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov oPos, v0
mul r4, c7, c7
mul r5, r4, c6
mul r6, c1, c1
