// case: op.form-in-profile/valid/vs_2_sw/vs_ins-exp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs_ins-exp (assemble)
// expect: the tokens of valid-vs_2_sw-vs_ins-exp.bin
// origin: template op {ins: exp}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.x
mov oPos, v0
