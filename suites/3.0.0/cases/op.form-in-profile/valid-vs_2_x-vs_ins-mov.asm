// case: op.form-in-profile/valid/vs_2_x/vs_ins-mov (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs_ins-mov (assemble)
// expect: the tokens of valid-vs_2_x-vs_ins-mov.bin
// origin: template op {ins: mov}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
