// case: op.form-in-profile/valid/ps_2_x/ps2_ins-log (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2_ins-log (assemble)
// expect: the tokens of valid-ps_2_x-ps2_ins-log.bin
// origin: template op {ins: log}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.x
mov oC0, c0
