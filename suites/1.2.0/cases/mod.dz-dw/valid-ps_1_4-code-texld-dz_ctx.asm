// case: mod.dz-dw/valid/ps_1_4/code-texld-dz_ctx (validate)
// expect: valid
// case: mod.dz-dw/assemble/ps_1_4/code-texld-dz_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-texld-dz_ctx.bin
// origin: template code {code: texld-dz} + 3 random context instructions (seed 1 attempt 1)
ps_1_4
texld r0, t0_dz
mov r0, c0
add r1, c6, c6
mul r2, r1, c7
mov r3, c1
