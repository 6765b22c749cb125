// case: op.sincos-dst/invalid/vs_2_0/ins-xyz (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyz}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xyz, r1.x, c0, c1
mov oPos, v0
