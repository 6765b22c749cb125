// case: mod.ps14-const/invalid/ps_1_4/code-neg (validate)
// expect: invalid [mod.ps14-const]
// origin: template code {code: neg}
ps_1_4
add r0, -c0, c1
mov r0, c0
