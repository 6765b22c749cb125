// case: op.texkill-register/invalid/ps_3_sw/sm3_ins-c0 (validate)
// expect: invalid [op.texkill-register]
// origin: template op {ins: c0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
texkill c0
mov oC0, c0
