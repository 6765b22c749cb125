// case: op.form-in-profile/valid/vs_2_0/vs_ins-mul (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_0/vs_ins-mul (assemble)
// expect: the tokens of valid-vs_2_0-vs_ins-mul.bin
// origin: template op {ins: mul}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, r1, c0
mov oPos, v0
