// case: op.form-in-profile/valid/vs_2_0/vs_ins-log (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_0/vs_ins-log (assemble)
// expect: the tokens of valid-vs_2_0-vs_ins-log.bin
// origin: template op {ins: log}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.x
mov oPos, v0
