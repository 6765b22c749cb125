// case: op.form-in-profile/valid/ps_2_sw/ps2_ins-m3x2 (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2_ins-m3x2 (assemble)
// expect: the tokens of valid-ps_2_sw-ps2_ins-m3x2.bin
// origin: template op {ins: m3x2}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0.xy, r1, c0
mov oC0, c0
