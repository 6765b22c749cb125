// case: ps1.tex-dst-t/valid/ps_1_2/code-tex (validate)
// expect: valid
// case: ps1.tex-dst-t/assemble/ps_1_2/code-tex (assemble)
// expect: the tokens of valid-ps_1_2-code-tex.bin
// origin: template code {code: tex}
ps_1_2
tex t0
mov r0, t0
mov r0, c0
