// case: op.matrix-dst-mask/valid/vs_2_0/ins-m4x4_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_2_0/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 1 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oPos, v0
mov r4, c5
