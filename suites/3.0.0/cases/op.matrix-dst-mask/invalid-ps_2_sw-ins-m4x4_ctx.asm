// case: op.matrix-dst-mask/invalid/ps_2_sw/ins-m4x4_ctx (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov oC0, c0
mov r4, c4
add r5, r4, r4
mul r6, r5, r4
mul r7, c4, c4
mad r8, r4, r5, c7
mov r9, r4
