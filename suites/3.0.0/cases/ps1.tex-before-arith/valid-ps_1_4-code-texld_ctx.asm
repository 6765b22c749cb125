// case: ps1.tex-before-arith/valid/ps_1_4/code-texld_ctx (validate)
// expect: valid
// case: ps1.tex-before-arith/assemble/ps_1_4/code-texld_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-texld_ctx.bin
// origin: template code {code: texld} + 5 random context instructions (seed 1 attempt 0)
ps_1_4
texld r0, t0
mov r0, r0
mov r0, c0
mad r1, c7, c7, c7
mov r2, r1
add r3, c7, r1
mul r4, c0, c0
add r5, c1, c1
