// case: op.matrix-dst-mask/valid/ps_2_x/ins-m4x4_ctx (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/ps_2_x/ins-m4x4_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-m4x4_ctx.bin
// origin: template op {ins: m4x4} + 6 random context instructions (seed 1 attempt 1)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
mul r4, c3, c3
add r5, r4, r4
add r6, c6, r5
mov r7, c7
mov r8, c6
mov r9, c2
