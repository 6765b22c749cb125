// case: swz.scalar-replicate/invalid/vs_2_0/ins-rcp_ctx (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov oPos, v0
mov r4, c3
add r5, c4, r4
mul r6, r5, c3
