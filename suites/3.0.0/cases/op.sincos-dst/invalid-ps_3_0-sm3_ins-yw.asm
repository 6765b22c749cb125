// case: op.sincos-dst/invalid/ps_3_0/sm3_ins-yw (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: yw}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.yw, r1.x
mov oC0, c0
