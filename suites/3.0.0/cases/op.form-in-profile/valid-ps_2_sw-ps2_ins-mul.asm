// case: op.form-in-profile/valid/ps_2_sw/ps2_ins-mul (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2_ins-mul (assemble)
// expect: the tokens of valid-ps_2_sw-ps2_ins-mul.bin
// origin: template op {ins: mul}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, r1, c0
mov oC0, c0
