// case: mod.matrix-src1/invalid/ps_2_0/ins-m3x4 (validate)
// expect: invalid [mod.matrix-src1]
// origin: template op {ins: m3x4}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
m3x4 r0, r1, -c0
mov oC0, c0
