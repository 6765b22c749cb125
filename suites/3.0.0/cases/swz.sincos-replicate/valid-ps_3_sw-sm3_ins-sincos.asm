// case: swz.sincos-replicate/valid/ps_3_sw/sm3_ins-sincos (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/ps_3_sw/sm3_ins-sincos (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_ins-sincos.bin
// origin: template op {ins: sincos}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.w
mov oC0, c0
