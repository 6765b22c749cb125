// case: op.form-in-profile/valid/ps_2_x/ps2x_ins-if (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2x_ins-if (assemble)
// expect: the tokens of valid-ps_2_x-ps2x_ins-if.bin
// origin: template op {ins: if}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
if b0
mov r0, r1
endif
mov oC0, c0
