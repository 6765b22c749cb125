// case: op.sincos-dst/invalid/vs_3_sw/sm3_ins-xyzw (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x
mov o0, v0
