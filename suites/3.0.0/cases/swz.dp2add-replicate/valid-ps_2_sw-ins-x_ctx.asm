// case: swz.dp2add-replicate/valid/ps_2_sw/ins-x_ctx (validate)
// expect: valid
// case: swz.dp2add-replicate/assemble/ps_2_sw/ins-x_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-x_ctx.bin
// origin: template op {ins: x} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3.x
mov oC0, c0
mov r4, c7
mad r5, r4, c5, r4
mad r6, r5, c6, r4
mov r7, c2
mul r8, r6, r7
