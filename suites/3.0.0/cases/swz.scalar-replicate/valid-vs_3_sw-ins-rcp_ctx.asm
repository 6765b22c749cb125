// case: swz.scalar-replicate/valid/vs_3_sw/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_3_sw/ins-rcp_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov o0, v0
add r4, c4, c4
mad r5, r4, c6, c6
add r6, c6, c6
mul r7, c1, c1
