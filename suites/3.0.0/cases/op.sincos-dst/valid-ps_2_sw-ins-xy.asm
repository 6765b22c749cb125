// case: op.sincos-dst/valid/ps_2_sw/ins-xy (validate)
// expect: valid
// case: op.sincos-dst/assemble/ps_2_sw/ins-xy (assemble)
// expect: the tokens of valid-ps_2_sw-ins-xy.bin
// origin: template op {ins: xy}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oC0, c0
