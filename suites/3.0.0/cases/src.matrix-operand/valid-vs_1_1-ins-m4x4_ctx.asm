// case: src.matrix-operand/valid/vs_1_1/ins-m4x4_ctx (validate)
// expect: valid
// case: src.matrix-operand/assemble/vs_1_1/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_1_1-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oPos, v0
mul r4, c6, c6
mov r5, c6
add r6, r5, r4
mad r7, c6, c6, r4
mov r8, r7
