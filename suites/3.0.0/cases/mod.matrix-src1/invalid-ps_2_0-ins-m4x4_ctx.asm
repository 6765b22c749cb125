// case: mod.matrix-src1/invalid/ps_2_0/ins-m4x4_ctx (validate)
// expect: invalid [mod.matrix-src1]
// origin: template op {ins: m4x4} + 2 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, -c0
mov oC0, c0
mul r4, c4, c4
mad r5, r4, r4, r4
