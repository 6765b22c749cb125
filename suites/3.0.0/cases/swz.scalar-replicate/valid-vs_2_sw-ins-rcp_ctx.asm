// case: swz.scalar-replicate/valid/vs_2_sw/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_2_sw/ins-rcp_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oPos, v0
mad r4, c5, c5, c5
mov r5, c1
mul r6, r4, c2
mad r7, r4, r6, r4
add r8, r6, r6
mul r9, c4, r5
