// case: swz.scalar-replicate/valid/vs_2_x/ins-rcp_ctx (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_2_x/ins-rcp_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-rcp_ctx.bin
// origin: template op {ins: rcp} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oPos, v0
mov r4, c5
mul r5, r4, c4
mov r6, r5
mov r7, r6
