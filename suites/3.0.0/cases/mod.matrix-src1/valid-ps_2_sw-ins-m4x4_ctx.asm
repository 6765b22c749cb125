// case: mod.matrix-src1/valid/ps_2_sw/ins-m4x4_ctx (validate)
// expect: valid
// case: mod.matrix-src1/assemble/ps_2_sw/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 6 random context instructions (seed 1 attempt 1)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
add r4, c6, c6
add r5, c2, r4
mad r6, r4, c7, r5
mul r7, r4, c5
mov r8, r6
mad r9, c1, c1, c1
