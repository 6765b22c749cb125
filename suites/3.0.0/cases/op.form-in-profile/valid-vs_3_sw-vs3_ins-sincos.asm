// case: op.form-in-profile/valid/vs_3_sw/vs3_ins-sincos (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs3_ins-sincos (assemble)
// expect: the tokens of valid-vs_3_sw-vs3_ins-sincos.bin
// origin: template op {decls: dcl_2d s0, ins: sincos}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x
mov o0, v0
