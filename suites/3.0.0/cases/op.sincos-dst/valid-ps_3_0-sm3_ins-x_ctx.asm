// case: op.sincos-dst/valid/ps_3_0/sm3_ins-x_ctx (validate)
// expect: valid
// case: op.sincos-dst/assemble/ps_3_0/sm3_ins-x_ctx (assemble)
// expect: the tokens of valid-ps_3_0-sm3_ins-x_ctx.bin
// origin: template op {ins: x} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.x, r1.x
mov oC0, c0
mul r4, c4, c4
mov r5, c2
add r6, c5, r4
add r7, c7, c7
mov r8, c4
add r9, r6, r4
