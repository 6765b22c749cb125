// case: op.form-in-profile/valid/ps_3_sw/ps2_ins-dp4 (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2_ins-dp4 (assemble)
// expect: the tokens of valid-ps_3_sw-ps2_ins-dp4.bin
// origin: template op {ins: dp4}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dp4 r0, r1, c0
mov oC0, c0
