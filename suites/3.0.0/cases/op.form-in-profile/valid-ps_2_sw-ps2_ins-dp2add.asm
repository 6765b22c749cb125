// case: op.form-in-profile/valid/ps_2_sw/ps2_ins-dp2add (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2_ins-dp2add (assemble)
// expect: the tokens of valid-ps_2_sw-ps2_ins-dp2add.bin
// origin: template op {ins: dp2add}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3.x
mov oC0, c0
