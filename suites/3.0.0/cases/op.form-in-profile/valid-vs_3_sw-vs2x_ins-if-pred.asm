// case: op.form-in-profile/valid/vs_3_sw/vs2x_ins-if-pred (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs2x_ins-if-pred (assemble)
// expect: the tokens of valid-vs_3_sw-vs2x_ins-if-pred.bin
// origin: template op {ins: if-pred}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
if p0.x
mov r0, r1
endif
mov o0, v0
