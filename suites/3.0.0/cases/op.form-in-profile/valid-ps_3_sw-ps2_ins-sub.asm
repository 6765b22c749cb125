// case: op.form-in-profile/valid/ps_3_sw/ps2_ins-sub (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2_ins-sub (assemble)
// expect: the tokens of valid-ps_3_sw-ps2_ins-sub.bin
// origin: template op {ins: sub}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sub r0, r1, c0
mov oC0, c0
