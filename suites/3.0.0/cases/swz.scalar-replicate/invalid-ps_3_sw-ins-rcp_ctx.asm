// case: swz.scalar-replicate/invalid/ps_3_sw/ins-rcp_ctx (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov oC0, c0
mad r4, c3, c3, c3
mov r5, r4
mad r6, c3, c3, c3
