// case: ps1.cmp-dp4-dst-distinct/valid/ps_1_3/code-cmp (validate)
// expect: valid
// case: ps1.cmp-dp4-dst-distinct/assemble/ps_1_3/code-cmp (assemble)
// expect: the tokens of valid-ps_1_3-code-cmp.bin
// origin: template code {code: cmp}
ps_1_3
mov r1, c0
cmp r0, r1, c0, c1
mov r0, c0
