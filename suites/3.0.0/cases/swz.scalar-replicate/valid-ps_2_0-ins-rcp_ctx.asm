// case: swz.scalar-replicate/valid/ps_2_0/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_2_0/ins-rcp_ctx (assemble)
// expect: the tokens of valid-ps_2_0-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oC0, c0
mul r4, c6, c6
mad r5, r4, r4, r4
mad r6, r4, c3, r4
mov r7, c6
mul r8, r5, r4
mul r9, r5, r7
