// case: ps1.texaddr-src-modifier/valid/ps_1_3/code-texm3x2-bx2_ctx (validate)
// expect: valid
// case: ps1.texaddr-src-modifier/assemble/ps_1_3/code-texm3x2-bx2_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code-texm3x2-bx2_ctx.bin
// origin: template code {code: texm3x2-bx2} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
mov r0, t2
mov r0, c0
add r1, c7, c7
