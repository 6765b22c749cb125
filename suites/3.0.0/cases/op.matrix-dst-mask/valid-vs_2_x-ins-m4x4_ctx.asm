// case: op.matrix-dst-mask/valid/vs_2_x/ins-m4x4_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_2_x/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oPos, v0
add r4, c4, c4
mov r5, r4
mul r6, r4, r4
mad r7, c3, r6, r6
mul r8, c3, c3
