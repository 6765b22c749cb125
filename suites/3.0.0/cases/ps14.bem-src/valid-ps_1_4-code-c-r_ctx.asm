// case: ps14.bem-src/valid/ps_1_4/code-c-r_ctx (validate)
// expect: valid
// case: ps14.bem-src/assemble/ps_1_4/code-c-r_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-c-r_ctx.bin
// origin: template code {code: c-r} + 2 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
bem r2.xy, c0, r1
phase
texld r3, t1
mov r0, c0
add r4, c4, c4
mul r5, r4, c3
