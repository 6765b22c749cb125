// case: op.form-in-profile/valid/vs_1_1/vs_ins-sge (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_1_1/vs_ins-sge (assemble)
// expect: the tokens of valid-vs_1_1-vs_ins-sge.bin
// origin: template op {ins: sge}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sge r0, r1, c0
mov oPos, v0
