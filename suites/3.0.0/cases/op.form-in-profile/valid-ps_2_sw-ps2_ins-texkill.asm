// case: op.form-in-profile/valid/ps_2_sw/ps2_ins-texkill (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2_ins-texkill (assemble)
// expect: the tokens of valid-ps_2_sw-ps2_ins-texkill.bin
// origin: template op {ins: texkill}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov oC0, c0
