// case: op.texkill-register/invalid/ps_2_0/sm2_ins-c0 (validate)
// expect: invalid [op.texkill-register]
// origin: template op {decls: dcl v0, ins: c0}
ps_2_0
dcl v0
mov r1, c0
mov r2, c0
mov r3, c0
texkill c0
mov oC0, c0
