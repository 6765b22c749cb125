// case: swz.scalar-replicate/invalid/vs_3_sw/ins-rcp_ctx (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov o0, v0
mov r4, c0
add r5, c4, r4
mul r6, r5, c0
add r7, c6, r6
mul r8, c1, r6
add r9, r8, c2
