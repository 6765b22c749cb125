// case: rel.ps-none/valid/ps_2_x/code-c1_ctx (validate)
// expect: valid
// case: rel.ps-none/assemble/ps_2_x/code-c1_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code-c1_ctx.bin
// origin: template code {code: c1} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, c1
mov oC0, c0
mov r1, c7
mad r2, r1, c5, r1
mul r3, c4, c4
add r4, r1, c0
mov r5, r2
mov r6, r5
