// case: mod.matrix-src1/invalid/ps_3_sw/ins-m4x4_ctx (validate)
// expect: invalid [mod.matrix-src1]
// origin: template op {ins: m4x4} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, -c0
mov oC0, c0
mov r4, c5
mul r5, r4, c6
mul r6, c0, c0
mov r7, r5
