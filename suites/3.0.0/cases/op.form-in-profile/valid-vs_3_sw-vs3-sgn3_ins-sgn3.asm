// case: op.form-in-profile/valid/vs_3_sw/vs3-sgn3_ins-sgn3 (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs3-sgn3_ins-sgn3 (assemble)
// expect: the tokens of valid-vs_3_sw-vs3-sgn3_ins-sgn3.bin
// origin: template op {ins: sgn3}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, r2, r3
mov o0, v0
