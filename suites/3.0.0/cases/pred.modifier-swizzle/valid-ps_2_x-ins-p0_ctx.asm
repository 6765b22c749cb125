// case: pred.modifier-swizzle/valid/ps_2_x/ins-p0_ctx (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_2_x/ins-p0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-p0_ctx.bin
// origin: template op {ins: p0} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov oC0, c0
add r4, c4, c4
mov r5, r4
mov r6, c5
mov r7, c0
add r8, c4, c4
mad r9, c4, c4, r4
