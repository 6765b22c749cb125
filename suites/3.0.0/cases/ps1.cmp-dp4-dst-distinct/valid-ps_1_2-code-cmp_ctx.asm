// case: ps1.cmp-dp4-dst-distinct/valid/ps_1_2/code-cmp_ctx (validate)
// expect: valid
// case: ps1.cmp-dp4-dst-distinct/assemble/ps_1_2/code-cmp_ctx (assemble)
// expect: the tokens of valid-ps_1_2-code-cmp_ctx.bin
// origin: template code {code: cmp} + 3 random context instructions (seed 1 attempt 0)
ps_1_2
mov r1, c0
cmp r0, r1, c0, c1
mov r0, c0
nop
nop
nop
