// case: op.sincos-dst/valid/vs_2_sw/ins-xy (validate)
// expect: valid
// case: op.sincos-dst/assemble/vs_2_sw/ins-xy (assemble)
// expect: the tokens of valid-vs_2_sw-ins-xy.bin
// origin: template op {ins: xy}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oPos, v0
