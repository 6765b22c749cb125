// case: op.form-in-profile/valid/vs_2_x/vs2_ins-mova (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2_ins-mova (assemble)
// expect: the tokens of valid-vs_2_x-vs2_ins-mova.bin
// origin: template op {ins: mova}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov oPos, v0
