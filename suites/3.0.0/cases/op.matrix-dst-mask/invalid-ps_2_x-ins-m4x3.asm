// case: op.matrix-dst-mask/invalid/ps_2_x/ins-m4x3 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x3}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
m4x3 r0, r1, c0
mov oC0, c0
