// case: mod.matrix-src1/valid/ps_2_0/ins-m4x4_ctx (validate)
// expect: valid
// case: mod.matrix-src1/assemble/ps_2_0/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-ps_2_0-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
mul r4, c2, c2
mul r5, r4, r4
mul r6, r5, c1
mov r7, c6
mad r8, r4, r5, c2
