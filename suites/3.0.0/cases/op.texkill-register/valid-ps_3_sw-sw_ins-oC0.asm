// case: op.texkill-register/valid/ps_3_sw/sw_ins-oC0 (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_3_sw/sw_ins-oC0 (assemble)
// expect: the tokens of valid-ps_3_sw-sw_ins-oC0.bin
// origin: template op {ins: oC0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
texkill oC0
mov oC0, c0
