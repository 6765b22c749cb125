// case: ps1.r0-written/invalid/ps_1_4/code-r1_own_tail-true_ctx (validate)
// expect: invalid [ps1.r0-written]
// origin: template code {code: r1, own_tail: true} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
mov r2, c3
