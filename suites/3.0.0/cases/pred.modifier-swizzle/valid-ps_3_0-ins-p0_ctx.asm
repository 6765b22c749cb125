// case: pred.modifier-swizzle/valid/ps_3_0/ins-p0_ctx (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_3_0/ins-p0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-p0_ctx.bin
// origin: template op {ins: p0} + 4 random context instructions (seed 1 attempt 1)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov oC0, c0
mov r4, c2
mul r5, r4, r4
mul r6, r5, c0
mov r7, r6
