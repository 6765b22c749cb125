// case: ps1.r0-written/invalid/ps_1_1/code-r1_own_tail-true_ctx (validate)
// expect: invalid [ps1.r0-written]
// origin: template code {code: r1, own_tail: true} + 4 random context instructions (seed 1 attempt 0)
ps_1_1
mov r1, c0
nop
nop
nop
nop
