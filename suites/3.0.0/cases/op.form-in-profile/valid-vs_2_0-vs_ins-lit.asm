// case: op.form-in-profile/valid/vs_2_0/vs_ins-lit (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_0/vs_ins-lit (assemble)
// expect: the tokens of valid-vs_2_0-vs_ins-lit.bin
// origin: template op {ins: lit}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lit r0, r1
mov oPos, v0
