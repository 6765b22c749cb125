// case: src.matrix-operand/valid/vs_3_0/ins-m4x4_ctx (validate)
// expect: valid
// case: src.matrix-operand/assemble/vs_3_0/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov o0, v0
mul r4, c2, c2
mov r5, c0
mad r6, r4, r4, r5
