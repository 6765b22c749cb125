// case: swz.scalar-replicate/invalid/vs_2_x/ins-rcp_ctx (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp} + 1 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov oPos, v0
add r4, c6, c6
