// case: op.matrix-dst-mask/invalid/ps_3_0/ins-m4x4 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov oC0, c0
