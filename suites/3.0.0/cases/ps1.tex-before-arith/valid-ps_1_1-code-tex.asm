// case: ps1.tex-before-arith/valid/ps_1_1/code-tex (validate)
// expect: valid
// case: ps1.tex-before-arith/assemble/ps_1_1/code-tex (assemble)
// expect: the tokens of valid-ps_1_1-code-tex.bin
// origin: template code {code: tex}
ps_1_1
tex t0
mov r0, t0
mov r0, c0
