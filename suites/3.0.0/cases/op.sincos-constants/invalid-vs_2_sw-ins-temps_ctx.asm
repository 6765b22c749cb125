// case: op.sincos-constants/invalid/vs_2_sw/ins-temps_ctx (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: temps} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov oPos, v0
add r4, c7, c7
mul r5, c0, c0
add r6, r4, c2
add r7, r6, r4
add r8, c5, c5
add r9, c7, r5
