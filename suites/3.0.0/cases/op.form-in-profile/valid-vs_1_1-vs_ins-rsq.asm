// case: op.form-in-profile/valid/vs_1_1/vs_ins-rsq (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_1_1/vs_ins-rsq (assemble)
// expect: the tokens of valid-vs_1_1-vs_ins-rsq.bin
// origin: template op {ins: rsq}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rsq r0, r1.x
mov oPos, v0
