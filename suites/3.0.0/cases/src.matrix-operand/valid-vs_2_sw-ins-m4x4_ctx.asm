// case: src.matrix-operand/valid/vs_2_sw/ins-m4x4_ctx (validate)
// expect: valid
// case: src.matrix-operand/assemble/vs_2_sw/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oPos, v0
mov r4, c2
mad r5, c2, c2, r4
add r6, c6, c6
mad r7, c1, r5, r4
mov r8, r6
