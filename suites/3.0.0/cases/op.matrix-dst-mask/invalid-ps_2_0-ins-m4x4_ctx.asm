// case: op.matrix-dst-mask/invalid/ps_2_0/ins-m4x4_ctx (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov oC0, c0
add r4, c2, c2
add r5, r4, c4
mul r6, c1, c1
mad r7, r5, r5, c1
mov r8, c7
mad r9, r7, r7, c2
