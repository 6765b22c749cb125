// case: op.texkill-register/invalid/ps_2_x/sm2_ins-v0 (validate)
// expect: invalid [op.texkill-register]
// origin: template op {decls: dcl v0, ins: v0}
ps_2_x
dcl v0
mov r1, c0
mov r2, c0
mov r3, c0
texkill v0
mov oC0, c0
