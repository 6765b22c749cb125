// case: ps14.v-phase2/valid/ps_1_4/code-no-phase_ctx (validate)
// expect: valid
// case: ps14.v-phase2/assemble/ps_1_4/code-no-phase_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-no-phase_ctx.bin
// origin: template code {code: no-phase} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
add r0, v0, c0
mov r0, c0
mad r1, c0, c0, c0
mad r2, r1, c6, c6
mov r3, r2
mul r4, c1, c1
