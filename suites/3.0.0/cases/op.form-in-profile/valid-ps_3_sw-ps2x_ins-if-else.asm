// case: op.form-in-profile/valid/ps_3_sw/ps2x_ins-if-else (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2x_ins-if-else (assemble)
// expect: the tokens of valid-ps_3_sw-ps2x_ins-if-else.bin
// origin: template op {ins: if-else}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
if b0
mov r0, r1
else
mov r0, r2
endif
mov oC0, c0
