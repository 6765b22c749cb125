// case: op.form-in-profile/valid/ps_2_x/ps2_ins-dp3 (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2_ins-dp3 (assemble)
// expect: the tokens of valid-ps_2_x-ps2_ins-dp3.bin
// origin: template op {ins: dp3}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
dp3 r0, r1, c0
mov oC0, c0
