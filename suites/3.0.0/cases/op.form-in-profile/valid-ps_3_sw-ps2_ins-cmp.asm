// case: op.form-in-profile/valid/ps_3_sw/ps2_ins-cmp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2_ins-cmp (assemble)
// expect: the tokens of valid-ps_3_sw-ps2_ins-cmp.bin
// origin: template op {ins: cmp}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
cmp r0, r1, r2, r3
mov oC0, c0
