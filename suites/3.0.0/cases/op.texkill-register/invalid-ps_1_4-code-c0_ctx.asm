// case: op.texkill-register/invalid/ps_1_4/code-c0_ctx (validate)
// expect: invalid [op.texkill-register]
// origin: template code {code: c0} + 3 random context instructions (seed 1 attempt 0)
ps_1_4
texkill c0
mov r0, c0
mov r0, c0
mov r1, c3
mad r2, c2, c2, c2
mul r3, r1, r2
