// case: pred.modifier-swizzle/valid/ps_2_sw/ins-p0_ctx (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_2_sw/ins-p0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-p0_ctx.bin
// origin: template op {ins: p0} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov oC0, c0
mul r4, c0, c0
add r5, r4, c0
mad r6, r5, c3, c3
