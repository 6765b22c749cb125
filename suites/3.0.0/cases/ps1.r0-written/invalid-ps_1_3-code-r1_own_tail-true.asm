// case: ps1.r0-written/invalid/ps_1_3/code-r1_own_tail-true (validate)
// expect: invalid [ps1.r0-written]
// origin: template code {code: r1, own_tail: true}
ps_1_3
mov r1, c0
