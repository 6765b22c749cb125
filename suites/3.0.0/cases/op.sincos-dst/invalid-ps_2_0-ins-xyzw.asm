// case: op.sincos-dst/invalid/ps_2_0/ins-xyzw (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x, c0, c1
mov oC0, c0
