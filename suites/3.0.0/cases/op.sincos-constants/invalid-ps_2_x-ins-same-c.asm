// case: op.sincos-constants/invalid/ps_2_x/ins-same-c (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: same-c}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c1, c1
mov oC0, c0
