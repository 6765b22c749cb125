// case: op.form-in-profile/valid/ps_2_sw/ps2_ins-crs (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2_ins-crs (assemble)
// expect: the tokens of valid-ps_2_sw-ps2_ins-crs.bin
// origin: template op {ins: crs}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2
mov oC0, c0
