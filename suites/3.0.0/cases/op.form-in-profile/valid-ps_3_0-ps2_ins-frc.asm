// case: op.form-in-profile/valid/ps_3_0/ps2_ins-frc (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/ps2_ins-frc (assemble)
// expect: the tokens of valid-ps_3_0-ps2_ins-frc.bin
// origin: template op {ins: frc}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
frc r0, r1
mov oC0, c0
