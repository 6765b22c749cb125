// case: op.matrix-dst-mask/invalid/ps_3_sw/ins-m4x4_ctx (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov oC0, c0
mov r4, c0
mul r5, c3, r4
mul r6, c4, c4
