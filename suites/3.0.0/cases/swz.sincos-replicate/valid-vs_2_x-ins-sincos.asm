// case: swz.sincos-replicate/valid/vs_2_x/ins-sincos (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/vs_2_x/ins-sincos (assemble)
// expect: the tokens of valid-vs_2_x-ins-sincos.bin
// origin: template op {ins: sincos}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.z, c0, c1
mov oPos, v0
