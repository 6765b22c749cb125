// case: op.sincos-constants/valid/vs_2_sw/ins-c0-c1_ctx (validate)
// expect: valid
// case: op.sincos-constants/assemble/vs_2_sw/ins-c0-c1_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-c0-c1_ctx.bin
// origin: template op {ins: c0-c1} + 3 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oPos, v0
mad r4, c5, c5, c5
add r5, c2, r4
mov r6, c7
