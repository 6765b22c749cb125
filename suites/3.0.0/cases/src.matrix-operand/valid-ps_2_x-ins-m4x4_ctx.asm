// case: src.matrix-operand/valid/ps_2_x/ins-m4x4_ctx (validate)
// expect: valid
// case: src.matrix-operand/assemble/ps_2_x/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
mul r4, c3, c3
mov r5, r4
