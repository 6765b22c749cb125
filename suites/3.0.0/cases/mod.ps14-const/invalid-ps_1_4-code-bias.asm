// case: mod.ps14-const/invalid/ps_1_4/code-bias (validate)
// expect: invalid [mod.ps14-const]
// origin: template code {code: bias}
ps_1_4
mov r0, c0_bias
mov r0, c0
