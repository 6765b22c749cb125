// case: op.form-in-profile/valid/vs_3_0/vs2_ins-lrp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs2_ins-lrp (assemble)
// expect: the tokens of valid-vs_3_0-vs2_ins-lrp.bin
// origin: template op {ins: lrp}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov o0, v0
