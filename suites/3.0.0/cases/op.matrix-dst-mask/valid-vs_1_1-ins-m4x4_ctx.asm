// case: op.matrix-dst-mask/valid/vs_1_1/ins-m4x4_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_1_1/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_1_1-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oPos, v0
mov r4, c0
mov r5, r4
mad r6, c2, r4, r5
mul r7, r5, c5
add r8, c7, c7
