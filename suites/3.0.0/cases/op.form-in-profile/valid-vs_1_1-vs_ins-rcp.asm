// case: op.form-in-profile/valid/vs_1_1/vs_ins-rcp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_1_1/vs_ins-rcp (assemble)
// expect: the tokens of valid-vs_1_1-vs_ins-rcp.bin
// origin: template op {ins: rcp}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oPos, v0
