// case: op.form-in-profile/valid/vs_2_x/vs2-sm2_ins-sincos (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2-sm2_ins-sincos (assemble)
// expect: the tokens of valid-vs_2_x-vs2-sm2_ins-sincos.bin
// origin: template op {ins: sincos}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oPos, v0
