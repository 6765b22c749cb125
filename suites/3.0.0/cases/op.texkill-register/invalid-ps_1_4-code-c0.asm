// case: op.texkill-register/invalid/ps_1_4/code-c0 (validate)
// expect: invalid [op.texkill-register]
// origin: template code {code: c0}
ps_1_4
texkill c0
mov r0, c0
mov r0, c0
