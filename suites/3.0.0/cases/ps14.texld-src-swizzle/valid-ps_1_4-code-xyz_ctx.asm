// case: ps14.texld-src-swizzle/valid/ps_1_4/code-xyz_ctx (validate)
// expect: valid
// case: ps14.texld-src-swizzle/assemble/ps_1_4/code-xyz_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-xyz_ctx.bin
// origin: template code {code: xyz} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0.xyz
mov r0, c0
add r2, c6, c6
mov r3, r2
mul r4, c2, c2
mul r5, r4, r4
