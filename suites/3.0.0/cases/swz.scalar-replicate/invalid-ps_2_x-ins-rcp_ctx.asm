// case: swz.scalar-replicate/invalid/ps_2_x/ins-rcp_ctx (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp} + 1 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov oC0, c0
mul r4, c7, c7
