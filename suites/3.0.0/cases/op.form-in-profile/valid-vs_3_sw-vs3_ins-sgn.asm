// case: op.form-in-profile/valid/vs_3_sw/vs3_ins-sgn (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs3_ins-sgn (assemble)
// expect: the tokens of valid-vs_3_sw-vs3_ins-sgn.bin
// origin: template op {decls: dcl_2d s0, ins: sgn}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1
mov o0, v0
