// case: op.form-in-profile/valid/vs_3_0/vs_ins-dp3 (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs_ins-dp3 (assemble)
// expect: the tokens of valid-vs_3_0-vs_ins-dp3.bin
// origin: template op {ins: dp3}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
dp3 r0, r1, c0
mov o0, v0
