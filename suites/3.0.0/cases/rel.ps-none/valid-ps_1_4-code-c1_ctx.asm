// case: rel.ps-none/valid/ps_1_4/code-c1_ctx (validate)
// expect: valid
// case: rel.ps-none/assemble/ps_1_4/code-c1_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-c1_ctx.bin
// origin: template code {code: c1} + 5 random context instructions (seed 1 attempt 0)
ps_1_4
mov r0, c1
mov r0, c0
add r1, c7, c7
add r2, r1, r1
add r3, c2, c2
mov r4, r1
mad r5, r4, c7, r4
