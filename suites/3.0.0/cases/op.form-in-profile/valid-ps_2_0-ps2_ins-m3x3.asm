// case: op.form-in-profile/valid/ps_2_0/ps2_ins-m3x3 (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_0/ps2_ins-m3x3 (assemble)
// expect: the tokens of valid-ps_2_0-ps2_ins-m3x3.bin
// origin: template op {ins: m3x3}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
m3x3 r0.xyz, r1, c0
mov oC0, c0
