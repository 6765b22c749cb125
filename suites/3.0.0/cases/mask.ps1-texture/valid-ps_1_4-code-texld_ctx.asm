// case: mask.ps1-texture/valid/ps_1_4/code-texld_ctx (validate)
// expect: valid
// case: mask.ps1-texture/assemble/ps_1_4/code-texld_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-texld_ctx.bin
// origin: template code {code: texld} + 4 random context instructions (seed 1 attempt 1)
ps_1_4
texld r1, t0
mov r0, c0
mul r2, c1, c1
mul r3, r2, r2
mov r4, r2
mul r5, c4, r3
