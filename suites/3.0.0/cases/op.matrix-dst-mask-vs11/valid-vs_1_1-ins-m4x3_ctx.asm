// case: op.matrix-dst-mask-vs11/valid/vs_1_1/ins-m4x3_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask-vs11/assemble/vs_1_1/ins-m4x3_ctx (assemble)
// expect: the tokens of valid-vs_1_1-ins-m4x3_ctx.bin
// origin: template op {ins: m4x3} + 5 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x3 r0.xyz, r1, c0
mov oPos, v0
mul r4, c2, c2
mul r5, r4, r4
mul r6, c0, c0
add r7, c2, r5
mad r8, r4, c0, c0
