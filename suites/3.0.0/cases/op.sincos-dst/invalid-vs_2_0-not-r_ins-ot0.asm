// case: op.sincos-dst/invalid/vs_2_0/not-r_ins-ot0 (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: ot0}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos oT0.xy, r1.x, c0, c1
mov oPos, v0
