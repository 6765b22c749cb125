// case: op.matrix-dst-mask/valid/vs_3_0/ins-m4x4_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_3_0/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov o0, v0
mul r4, c6, c6
mul r5, c6, r4
add r6, r4, c4
mad r7, c3, c3, r4
mad r8, c2, r7, r7
mad r9, r7, c2, r8
