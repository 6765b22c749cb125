// case: op.matrix-dst-mask/invalid/ps_2_sw/ins-m4x4 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov oC0, c0
