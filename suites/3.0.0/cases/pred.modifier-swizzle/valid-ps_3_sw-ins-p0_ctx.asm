// case: pred.modifier-swizzle/valid/ps_3_sw/ins-p0_ctx (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_3_sw/ins-p0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-p0_ctx.bin
// origin: template op {ins: p0} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov oC0, c0
mad r4, c2, c2, c2
mul r5, r4, c4
