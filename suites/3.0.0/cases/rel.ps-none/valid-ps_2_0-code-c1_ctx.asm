// case: rel.ps-none/valid/ps_2_0/code-c1_ctx (validate)
// expect: valid
// case: rel.ps-none/assemble/ps_2_0/code-c1_ctx (assemble)
// expect: the tokens of valid-ps_2_0-code-c1_ctx.bin
// origin: template code {code: c1} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r0, c1
mov oC0, c0
mul r1, c4, c4
mov r2, c2
add r3, r1, c2
mov r4, r3
mad r5, c1, c1, r1
mul r6, r1, c7
