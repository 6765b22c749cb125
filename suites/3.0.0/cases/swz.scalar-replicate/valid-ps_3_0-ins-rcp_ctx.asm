// case: swz.scalar-replicate/valid/ps_3_0/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_3_0/ins-rcp_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oC0, c0
add r4, c1, c1
add r5, c4, r4
mov r6, c1
mul r7, r6, c1
mad r8, c3, c3, r5
mul r9, r8, r7
