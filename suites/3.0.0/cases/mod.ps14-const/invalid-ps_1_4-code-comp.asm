// case: mod.ps14-const/invalid/ps_1_4/code-comp (validate)
// expect: invalid [mod.ps14-const]
// origin: template code {code: comp}
ps_1_4
mov r0, 1-c0
mov r0, c0
