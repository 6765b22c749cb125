// case: op.sincos-dst/valid/ps_3_sw/sm3_ins-x_ctx (validate)
// expect: valid
// case: op.sincos-dst/assemble/ps_3_sw/sm3_ins-x_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_ins-x_ctx.bin
// origin: template op {ins: x} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.x, r1.x
mov oC0, c0
mul r4, c0, c0
add r5, r4, r4
mov r6, r5
mov r7, c3
add r8, c5, c5
