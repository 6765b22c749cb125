// case: ps1.cnd-cond-plain/invalid/ps_1_1/code-comp (validate)
// expect: invalid [ps1.cnd-cond-plain]
// origin: template code {code: comp}
ps_1_1
mov r0, c0
cnd r1, 1-r0.a, c0, c1
mov r0, c0
