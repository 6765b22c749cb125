// case: mod.dz-dw/valid/ps_1_4/code-texcrd-dz_ctx (validate)
// expect: valid
// case: mod.dz-dw/assemble/ps_1_4/code-texcrd-dz_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-texcrd-dz_ctx.bin
// origin: template code {code: texcrd-dz} + 1 random context instructions (seed 1 attempt 1)
ps_1_4
texcrd r0.xyz, t0_dz
mov r0, c0
mad r1, c6, c6, c6
