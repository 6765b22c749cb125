// case: swz.scalar-replicate/valid/vs_1_1/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_1_1/ins-rcp_ctx (assemble)
// expect: the tokens of valid-vs_1_1-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 6 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oPos, v0
mul r4, c4, c4
add r5, r4, r4
mul r6, r4, r5
mov r7, c2
mul r8, c2, c2
mad r9, c3, c3, r7
