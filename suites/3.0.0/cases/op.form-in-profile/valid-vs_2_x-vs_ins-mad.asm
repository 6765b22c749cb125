// case: op.form-in-profile/valid/vs_2_x/vs_ins-mad (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs_ins-mad (assemble)
// expect: the tokens of valid-vs_2_x-vs_ins-mad.bin
// origin: template op {ins: mad}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, r2
mov oPos, v0
