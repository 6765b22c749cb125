// case: ps1.r0-written/invalid/ps_1_4/code-nothing_own_tail-true (validate)
// expect: invalid [ps1.r0-written]
// origin: template code {code: nothing, own_tail: true}
ps_1_4
nop
