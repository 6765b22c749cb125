// case: swz.sincos-replicate/valid/vs_2_0/ins-sincos (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/vs_2_0/ins-sincos (assemble)
// expect: the tokens of valid-vs_2_0-ins-sincos.bin
// origin: template op {ins: sincos}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.z, c0, c1
mov oPos, v0
