// case: ports.limit/valid/ps_1_2/ps1_code-two-c (validate)
// expect: valid
// case: ports.limit/assemble/ps_1_2/ps1_code-two-c (assemble)
// expect: the tokens of valid-ps_1_2-ps1_code-two-c.bin
// origin: template code {code: two-c}
ps_1_2
add r0, c0, c1
mov r0, c0
