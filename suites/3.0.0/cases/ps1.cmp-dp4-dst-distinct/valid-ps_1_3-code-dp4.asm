// case: ps1.cmp-dp4-dst-distinct/valid/ps_1_3/code-dp4 (validate)
// expect: valid
// case: ps1.cmp-dp4-dst-distinct/assemble/ps_1_3/code-dp4 (assemble)
// expect: the tokens of valid-ps_1_3-code-dp4.bin
// origin: template code {code: dp4}
ps_1_3
mov r1, c0
dp4 r0, r1, c1
mov r0, c0
