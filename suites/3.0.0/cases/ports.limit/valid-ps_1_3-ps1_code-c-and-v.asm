// case: ports.limit/valid/ps_1_3/ps1_code-c-and-v (validate)
// expect: valid
// case: ports.limit/assemble/ps_1_3/ps1_code-c-and-v (assemble)
// expect: the tokens of valid-ps_1_3-ps1_code-c-and-v.bin
// origin: template code {code: c-and-v}
ps_1_3
mad r0, c0, c1, v0
mov r0, c0
