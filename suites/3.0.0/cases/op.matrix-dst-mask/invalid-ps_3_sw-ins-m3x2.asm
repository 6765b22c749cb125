// case: op.matrix-dst-mask/invalid/ps_3_sw/ins-m3x2 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m3x2}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0, r1, c0
mov oC0, c0
