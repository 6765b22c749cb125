// case: op.sincos-dst/invalid/vs_2_sw/ins-xz (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xz}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xz, r1.x, c0, c1
mov oPos, v0
