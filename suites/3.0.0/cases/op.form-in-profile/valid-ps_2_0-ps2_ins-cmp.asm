// case: op.form-in-profile/valid/ps_2_0/ps2_ins-cmp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_0/ps2_ins-cmp (assemble)
// expect: the tokens of valid-ps_2_0-ps2_ins-cmp.bin
// origin: template op {ins: cmp}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
cmp r0, r1, r2, r3
mov oC0, c0
