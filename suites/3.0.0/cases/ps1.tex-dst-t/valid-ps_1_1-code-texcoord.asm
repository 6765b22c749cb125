// case: ps1.tex-dst-t/valid/ps_1_1/code-texcoord (validate)
// expect: valid
// case: ps1.tex-dst-t/assemble/ps_1_1/code-texcoord (assemble)
// expect: the tokens of valid-ps_1_1-code-texcoord.bin
// origin: template code {code: texcoord}
ps_1_1
texcoord t1
mov r0, t1
mov r0, c0
