// case: op.sincos-dst/valid/ps_2_sw/ins-x_ctx (validate)
// expect: valid
// case: op.sincos-dst/assemble/ps_2_sw/ins-x_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-x_ctx.bin
// origin: template op {ins: x} + 3 random context instructions (seed 1 attempt 1)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.x, r1.x, c0, c1
mov oC0, c0
mad r4, c6, c6, c6
add r5, r4, r4
add r6, c7, r4
