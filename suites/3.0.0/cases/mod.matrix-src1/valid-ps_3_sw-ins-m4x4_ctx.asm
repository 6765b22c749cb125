// case: mod.matrix-src1/valid/ps_3_sw/ins-m4x4_ctx (validate)
// expect: valid
// case: mod.matrix-src1/assemble/ps_3_sw/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 1)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
mul r4, c0, c0
mov r5, r4
mul r6, r4, r5
mul r7, c6, c6
add r8, c3, r7
