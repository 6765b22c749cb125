// case: op.matrix-dst-mask/valid/ps_3_sw/ins-m4x4_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/ps_3_sw/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
mov r4, c1
mad r5, r4, c0, c0
add r6, c3, c3
