// case: swz.scalar-replicate/invalid/vs_3_0/ins-rcp_ctx (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov o0, v0
mov r4, c0
mov r5, c1
mad r6, c7, r4, r4
