// case: op.matrix-dst-mask/valid/vs_2_sw/ins-m4x4_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_2_sw/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 6 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oPos, v0
mul r4, c6, c6
mad r5, c7, c7, r4
add r6, c7, c7
mad r7, c7, r5, c7
add r8, r4, c0
mov r9, r8
