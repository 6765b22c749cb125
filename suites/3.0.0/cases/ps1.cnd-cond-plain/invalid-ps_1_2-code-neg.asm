// case: ps1.cnd-cond-plain/invalid/ps_1_2/code-neg (validate)
// expect: invalid [ps1.cnd-cond-plain]
// origin: template code {code: neg}
ps_1_2
mov r0, c0
cnd r1, -r0.a, c0, c1
mov r0, c0
