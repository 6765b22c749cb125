// case: ps1.cmp-dp4-dst-distinct/invalid/ps_1_3/code-cmp-src0_ctx (validate)
// expect: invalid [ps1.cmp-dp4-dst-distinct]
// origin: template code {code: cmp-src0} + 2 random context instructions (seed 1 attempt 0)
ps_1_3
mov r1, c0
cmp r1, r1, c0, c1
mov r0, r1
mov r0, c0
nop
nop
