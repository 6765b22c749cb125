// case: op.sincos-dst/invalid/ps_2_x/ins-xyz (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyz}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xyz, r1.x, c0, c1
mov oC0, c0
