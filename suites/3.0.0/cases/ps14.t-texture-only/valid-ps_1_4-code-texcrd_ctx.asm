// case: ps14.t-texture-only/valid/ps_1_4/code-texcrd_ctx (validate)
// expect: valid
// case: ps14.t-texture-only/assemble/ps_1_4/code-texcrd_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-texcrd_ctx.bin
// origin: template code {code: texcrd} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
texcrd r1.xyz, t0
mov r0.xyz, r1
mov r0, c0
mad r2, c0, c0, c0
