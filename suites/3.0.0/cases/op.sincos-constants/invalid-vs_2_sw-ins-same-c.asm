// case: op.sincos-constants/invalid/vs_2_sw/ins-same-c (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: same-c}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c1, c1
mov oPos, v0
