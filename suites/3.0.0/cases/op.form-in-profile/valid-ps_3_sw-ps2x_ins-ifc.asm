// case: op.form-in-profile/valid/ps_3_sw/ps2x_ins-ifc (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2x_ins-ifc (assemble)
// expect: the tokens of valid-ps_3_sw-ps2x_ins-ifc.bin
// origin: template op {ins: ifc}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
mov r0, r1
endif
mov oC0, c0
