// case: op.sincos-dst/valid/ps_2_x/ins-x_ctx (validate)
// expect: valid
// case: op.sincos-dst/assemble/ps_2_x/ins-x_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-x_ctx.bin
// origin: template op {ins: x} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.x, r1.x, c0, c1
mov oC0, c0
mul r4, c7, c7
mov r5, r4
add r6, r5, r4
