// case: op.matrix-dst-mask/invalid/ps_2_sw/ins-m3x3 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m3x3}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m3x3 r0.xy, r1, c0
mov oC0, c0
