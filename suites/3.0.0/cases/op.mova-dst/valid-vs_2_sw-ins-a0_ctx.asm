// case: op.mova-dst/valid/vs_2_sw/ins-a0_ctx (validate)
// expect: valid
// case: op.mova-dst/assemble/vs_2_sw/ins-a0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-a0_ctx.bin
// origin: template op {ins: a0} + 4 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov oPos, v0
mov r0, c3
mad r4, r0, c4, r0
mov r5, c1
mad r6, r0, c1, r4
