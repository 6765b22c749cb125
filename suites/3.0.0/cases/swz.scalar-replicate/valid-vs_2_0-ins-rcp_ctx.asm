// case: swz.scalar-replicate/valid/vs_2_0/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_2_0/ins-rcp_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oPos, v0
mul r4, c4, c4
mul r5, r4, c4
add r6, c4, c4
add r7, r5, r5
add r8, c5, c5
mul r9, r7, r4
