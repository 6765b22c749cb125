// case: rel.ps-none/valid/ps_2_x/code-c1 (validate)
// expect: valid
// case: rel.ps-none/assemble/ps_2_x/code-c1 (assemble)
// expect: the tokens of valid-ps_2_x-code-c1.bin
// origin: template code {code: c1}
ps_2_x
mov r0, c1
mov oC0, c0
