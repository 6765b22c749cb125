// case: op.form-in-profile/valid/vs_2_sw/vs2-sm2_ins-sgn (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs2-sm2_ins-sgn (assemble)
// expect: the tokens of valid-vs_2_sw-vs2-sm2_ins-sgn.bin
// origin: template op {ins: sgn}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, r2, r3
mov oPos, v0
