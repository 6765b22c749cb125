// case: swz.sincos-replicate/valid/ps_2_0/ins-sincos (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/ps_2_0/ins-sincos (assemble)
// expect: the tokens of valid-ps_2_0-ins-sincos.bin
// origin: template op {ins: sincos}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.z, c0, c1
mov oC0, c0
