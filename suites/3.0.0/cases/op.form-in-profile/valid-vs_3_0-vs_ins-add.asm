// case: op.form-in-profile/valid/vs_3_0/vs_ins-add (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs_ins-add (assemble)
// expect: the tokens of valid-vs_3_0-vs_ins-add.bin
// origin: template op {ins: add}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov o0, v0
