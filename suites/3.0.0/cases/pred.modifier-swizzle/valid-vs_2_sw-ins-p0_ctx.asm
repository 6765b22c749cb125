// case: pred.modifier-swizzle/valid/vs_2_sw/ins-p0_ctx (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/vs_2_sw/ins-p0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-p0_ctx.bin
// origin: template op {ins: p0} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov oPos, v0
add r4, c3, c3
mov r5, r4
mov r6, r5
mad r7, c1, r5, c1
mad r8, r4, r6, c2
