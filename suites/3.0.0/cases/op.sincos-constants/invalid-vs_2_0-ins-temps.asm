// case: op.sincos-constants/invalid/vs_2_0/ins-temps (validate)
// expect: invalid [op.sincos-constants]
// origin: template op {ins: temps}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov oPos, v0
