// case: swz.scalar-replicate/invalid/vs_2_sw/ins-rcp_ctx (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov oPos, v0
mul r4, c7, c7
mul r5, r4, c7
mov r6, c6
mul r7, r4, c2
