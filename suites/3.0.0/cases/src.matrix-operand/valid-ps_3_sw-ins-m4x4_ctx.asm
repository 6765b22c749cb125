// case: src.matrix-operand/valid/ps_3_sw/ins-m4x4_ctx (validate)
// expect: valid
// case: src.matrix-operand/assemble/ps_3_sw/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
mul r4, c7, c7
add r5, r4, c0
mad r6, c4, c4, r4
mul r7, c4, r4
mad r8, r5, c3, r4
