// case: op.sincos-constants/invalid/vs_2_x/ins-src2-temp (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: src2-temp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, r3
mov oPos, v0
