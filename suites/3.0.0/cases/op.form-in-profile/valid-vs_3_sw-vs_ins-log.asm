// case: op.form-in-profile/valid/vs_3_sw/vs_ins-log (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs_ins-log (assemble)
// expect: the tokens of valid-vs_3_sw-vs_ins-log.bin
// origin: template op {ins: log}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.x
mov o0, v0
