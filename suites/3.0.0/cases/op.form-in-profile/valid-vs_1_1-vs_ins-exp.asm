// case: op.form-in-profile/valid/vs_1_1/vs_ins-exp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_1_1/vs_ins-exp (assemble)
// expect: the tokens of valid-vs_1_1-vs_ins-exp.bin
// origin: template op {ins: exp}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.x
mov oPos, v0
