// case: swz.sincos-replicate/invalid/ps_3_0/sm3_ins-yzxw (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: yzxw}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.yzxw
mov oC0, c0
