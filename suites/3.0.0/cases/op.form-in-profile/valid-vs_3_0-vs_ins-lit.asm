// case: op.form-in-profile/valid/vs_3_0/vs_ins-lit (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs_ins-lit (assemble)
// expect: the tokens of valid-vs_3_0-vs_ins-lit.bin
// origin: template op {ins: lit}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lit r0, r1
mov o0, v0
