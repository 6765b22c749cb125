// case: src.matrix-operand/valid/vs_2_x/ins-m4x4_ctx (validate)
// expect: valid
// case: src.matrix-operand/assemble/vs_2_x/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oPos, v0
mul r4, c0, c0
add r5, r4, c2
mad r6, c0, r5, r5
