// case: op.form-in-profile/valid/ps_2_sw/ps2_ins-rcp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2_ins-rcp (assemble)
// expect: the tokens of valid-ps_2_sw-ps2_ins-rcp.bin
// origin: template op {ins: rcp}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov oC0, c0
