// case: mod.ps14-const/invalid/ps_1_4/code-x2 (validate)
// expect: invalid [mod.ps14-const]
// origin: template code {code: x2}
ps_1_4
mov r0, c0_x2
mov r0, c0
