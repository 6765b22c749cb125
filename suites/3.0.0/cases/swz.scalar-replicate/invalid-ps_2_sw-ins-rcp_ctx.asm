// case: swz.scalar-replicate/invalid/ps_2_sw/ins-rcp_ctx (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov oC0, c0
mad r4, c1, c1, c1
mad r5, c5, r4, c5
mad r6, c2, r4, r5
mad r7, c1, r6, r5
mov r8, r7
