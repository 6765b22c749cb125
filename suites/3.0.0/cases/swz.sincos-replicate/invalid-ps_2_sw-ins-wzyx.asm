// case: swz.sincos-replicate/invalid/ps_2_sw/ins-wzyx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: wzyx}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.wzyx, c0, c1
mov oC0, c0
