// case: op.texkill-register/invalid/ps_3_0/oc_ins-oC0 (validate)
// expect: invalid [op.texkill-register]
// origin: template op {ins: oC0}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
texkill oC0
mov oC0, c0
