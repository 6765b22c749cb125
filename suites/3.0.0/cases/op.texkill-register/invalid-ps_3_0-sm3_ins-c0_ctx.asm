// case: op.texkill-register/invalid/ps_3_0/sm3_ins-c0_ctx (validate)
// expect: invalid [op.texkill-register]
// origin: template op {ins: c0} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
texkill c0
mov oC0, c0
mul r0, c0, c0
mul r4, r0, r0
