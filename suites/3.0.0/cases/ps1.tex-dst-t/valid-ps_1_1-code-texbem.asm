// case: ps1.tex-dst-t/valid/ps_1_1/code-texbem (validate)
// expect: valid
// case: ps1.tex-dst-t/assemble/ps_1_1/code-texbem (assemble)
// expect: the tokens of valid-ps_1_1-code-texbem.bin
// origin: template code {code: texbem}
ps_1_1
tex t0
texbem t1, t0
mov r0, t1
mov r0, c0
