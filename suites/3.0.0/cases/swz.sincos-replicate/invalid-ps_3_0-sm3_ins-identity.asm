// case: swz.sincos-replicate/invalid/ps_3_0/sm3_ins-identity (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1
mov oC0, c0
