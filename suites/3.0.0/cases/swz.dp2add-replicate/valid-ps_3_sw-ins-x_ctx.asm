// case: swz.dp2add-replicate/valid/ps_3_sw/ins-x_ctx (validate)
// expect: valid
// case: swz.dp2add-replicate/assemble/ps_3_sw/ins-x_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-x_ctx.bin
// origin: template op {ins: x} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3.x
mov oC0, c0
mul r4, c4, c4
mul r5, r4, r4
mul r6, r4, c1
add r7, r6, r5
