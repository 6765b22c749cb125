// case: swz.sincos-replicate/invalid/vs_2_x/ins-wzyx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: wzyx}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.wzyx, c0, c1
mov oPos, v0
