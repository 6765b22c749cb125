// case: op.form-in-profile/valid/vs_1_1/vs_ins-mad (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_1_1/vs_ins-mad (assemble)
// expect: the tokens of valid-vs_1_1-vs_ins-mad.bin
// origin: template op {ins: mad}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, r2
mov oPos, v0
