// case: op.form-in-profile/valid/vs_2_x/vs_ins-max (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs_ins-max (assemble)
// expect: the tokens of valid-vs_2_x-vs_ins-max.bin
// origin: template op {ins: max}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
max r0, r1, c0
mov oPos, v0
