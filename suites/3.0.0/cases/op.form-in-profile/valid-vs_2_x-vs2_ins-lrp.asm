// case: op.form-in-profile/valid/vs_2_x/vs2_ins-lrp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2_ins-lrp (assemble)
// expect: the tokens of valid-vs_2_x-vs2_ins-lrp.bin
// origin: template op {ins: lrp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oPos, v0
