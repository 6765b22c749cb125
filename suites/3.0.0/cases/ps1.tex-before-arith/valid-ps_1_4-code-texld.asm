// case: ps1.tex-before-arith/valid/ps_1_4/code-texld (validate)
// expect: valid
// case: ps1.tex-before-arith/assemble/ps_1_4/code-texld (assemble)
// expect: the tokens of valid-ps_1_4-code-texld.bin
// origin: template code {code: texld}
ps_1_4
texld r0, t0
mov r0, r0
mov r0, c0
