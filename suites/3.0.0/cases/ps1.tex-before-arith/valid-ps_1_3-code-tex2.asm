// case: ps1.tex-before-arith/valid/ps_1_3/code-tex2 (validate)
// expect: valid
// case: ps1.tex-before-arith/assemble/ps_1_3/code-tex2 (assemble)
// expect: the tokens of valid-ps_1_3-code-tex2.bin
// origin: template code {code: tex2}
ps_1_3
tex t0
tex t1
add r0, t0, t1
mov r0, c0
