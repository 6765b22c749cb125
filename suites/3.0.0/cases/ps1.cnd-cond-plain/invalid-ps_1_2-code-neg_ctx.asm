// case: ps1.cnd-cond-plain/invalid/ps_1_2/code-neg_ctx (validate)
// expect: invalid [ps1.cnd-cond-plain]
// origin: template code {code: neg} + 2 random context instructions (seed 1 attempt 0)
ps_1_2
mov r0, c0
cnd r1, -r0.w, c0, c1
mov r0, c0
nop
nop
