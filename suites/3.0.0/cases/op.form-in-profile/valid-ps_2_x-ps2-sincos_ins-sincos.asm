// case: op.form-in-profile/valid/ps_2_x/ps2-sincos_ins-sincos (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2-sincos_ins-sincos (assemble)
// expect: the tokens of valid-ps_2_x-ps2-sincos_ins-sincos.bin
// origin: template op {ins: sincos}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oC0, c0
