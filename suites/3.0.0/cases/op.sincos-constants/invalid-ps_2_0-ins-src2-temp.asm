// case: op.sincos-constants/invalid/ps_2_0/ins-src2-temp (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: src2-temp}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, r3
mov oC0, c0
