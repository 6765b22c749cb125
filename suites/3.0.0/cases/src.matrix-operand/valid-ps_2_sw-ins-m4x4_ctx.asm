// case: src.matrix-operand/valid/ps_2_sw/ins-m4x4_ctx (validate)
// expect: valid
// case: src.matrix-operand/assemble/ps_2_sw/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
mov r4, c3
mul r5, r4, r4
mul r6, r4, c5
