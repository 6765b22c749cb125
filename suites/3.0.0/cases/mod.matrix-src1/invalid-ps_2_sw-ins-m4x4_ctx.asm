// case: mod.matrix-src1/invalid/ps_2_sw/ins-m4x4_ctx (validate)
// expect: invalid [mod.matrix-src1]
// origin: template op {ins: m4x4} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, -c0
mov oC0, c0
mul r4, c4, c4
mul r5, r4, c2
mul r6, r5, c0
add r7, c2, c2
mad r8, r6, r4, c2
mul r9, c6, r5
