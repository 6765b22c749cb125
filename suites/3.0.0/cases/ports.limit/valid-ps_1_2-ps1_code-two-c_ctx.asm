// case: ports.limit/valid/ps_1_2/ps1_code-two-c_ctx (validate)
// expect: valid
// case: ports.limit/assemble/ps_1_2/ps1_code-two-c_ctx (assemble)
// expect: the tokens of valid-ps_1_2-ps1_code-two-c_ctx.bin
// origin: template code {code: two-c} + 1 random context instructions (seed 1 attempt 1)
ps_1_2
add r0, c0, c1
mov r0, c0
mad r1, c1, c1, c1
