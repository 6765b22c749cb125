// case: mod.ps14-const/invalid/ps_1_4/code-bx2 (validate)
// expect: invalid [mod.ps14-const]
// origin: template code {code: bx2}
ps_1_4
mov r0, c0_bx2
mov r0, c0
