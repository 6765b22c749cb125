// case: mod.matrix-src1/invalid/ps_3_sw/ins-m3x3 (validate)
// expect: invalid [mod.matrix-src1]
// origin: template op {ins: m3x3}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
m3x3 r0.xyz, r1, -c0
mov oC0, c0
