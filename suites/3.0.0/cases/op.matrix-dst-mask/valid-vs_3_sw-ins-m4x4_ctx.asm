// case: op.matrix-dst-mask/valid/vs_3_sw/ins-m4x4_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_3_sw/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov o0, v0
mad r4, c7, c7, c7
add r5, r4, r4
