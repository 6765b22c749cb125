// case: op.form-in-profile/valid/ps_2_x/ps2_ins-sub (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2_ins-sub (assemble)
// expect: the tokens of valid-ps_2_x-ps2_ins-sub.bin
// origin: template op {ins: sub}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sub r0, r1, c0
mov oC0, c0
