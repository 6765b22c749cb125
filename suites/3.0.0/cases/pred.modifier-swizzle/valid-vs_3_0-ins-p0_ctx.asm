// case: pred.modifier-swizzle/valid/vs_3_0/ins-p0_ctx (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/vs_3_0/ins-p0_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-p0_ctx.bin
// origin: template op {ins: p0} + 4 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov o0, v0
mul r4, c6, c6
add r5, r4, r4
mad r6, c1, r4, c1
add r7, r6, c2
