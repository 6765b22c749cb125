// case: swz.scalar-replicate/valid/ps_2_x/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_2_x/ins-rcp_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oC0, c0
mov r4, c6
mul r5, r4, c3
mad r6, c2, r5, r5
mad r7, r4, c5, r4
mov r8, c6
