// case: rel.ps-none/valid/ps_1_2/code-c1 (validate)
// expect: valid
// case: rel.ps-none/assemble/ps_1_2/code-c1 (assemble)
// expect: the tokens of valid-ps_1_2-code-c1.bin
// origin: template code {code: c1}
ps_1_2
mov r0, c1
mov r0, c0
