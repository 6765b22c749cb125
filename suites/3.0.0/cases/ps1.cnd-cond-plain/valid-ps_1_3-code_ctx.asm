// case: ps1.cnd-cond-plain/valid/ps_1_3/code_ctx (validate)
// expect: valid
// case: ps1.cnd-cond-plain/assemble/ps_1_3/code_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code_ctx.bin
// origin: template code {code: mov r0, c0 cnd r1, r0.a, c0, c1} + 6 random context instructions (seed 1 attempt 0)
ps_1_3
mov r0, c0
cnd r1, r0.w, c0, c1
mov r0, c0
nop
nop
nop
nop
nop
nop
