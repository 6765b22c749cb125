// case: ps14.texld-src-modifier/valid/ps_1_4/code_ctx (validate)
// expect: valid
// case: ps14.texld-src-modifier/assemble/ps_1_4/code_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code_ctx.bin
// origin: template code {code: texld r1, t0} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
mov r0, c0
mul r2, c7, c7
mad r3, r2, c4, c4
mov r4, r3
mov r5, c3
