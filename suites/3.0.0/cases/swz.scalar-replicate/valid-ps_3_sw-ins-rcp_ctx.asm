// case: swz.scalar-replicate/valid/ps_3_sw/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_3_sw/ins-rcp_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oC0, c0
add r4, c6, c6
add r5, c2, r4
