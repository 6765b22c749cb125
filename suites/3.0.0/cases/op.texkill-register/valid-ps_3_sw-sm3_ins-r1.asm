// case: op.texkill-register/valid/ps_3_sw/sm3_ins-r1 (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_3_sw/sm3_ins-r1 (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_ins-r1.bin
// origin: template op {ins: r1}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov oC0, c0
