// case: rel.ps-none/valid/ps_2_sw/code-c1_ctx (validate)
// expect: valid
// case: rel.ps-none/assemble/ps_2_sw/code-c1_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-code-c1_ctx.bin
// origin: template code {code: c1} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, c1
mov oC0, c0
add r1, c4, c4
mul r2, c1, c1
mad r3, c2, c2, c2
mad r4, r1, c1, r1
