// case: ps1.cnd-cond-plain/invalid/ps_1_2/code-bias (validate)
// expect: invalid [ps1.cnd-cond-plain]
// origin: template code {code: bias}
ps_1_2
mov r0, c0
cnd r1, r0_bias.a, c0, c1
mov r0, c0
