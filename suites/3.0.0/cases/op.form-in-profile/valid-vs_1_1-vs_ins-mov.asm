// case: op.form-in-profile/valid/vs_1_1/vs_ins-mov (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_1_1/vs_ins-mov (assemble)
// expect: the tokens of valid-vs_1_1-vs_ins-mov.bin
// origin: template op {ins: mov}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
