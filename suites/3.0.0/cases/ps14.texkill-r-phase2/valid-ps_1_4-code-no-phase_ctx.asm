// case: ps14.texkill-r-phase2/valid/ps_1_4/code-no-phase_ctx (validate)
// expect: valid
// case: ps14.texkill-r-phase2/assemble/ps_1_4/code-no-phase_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-no-phase_ctx.bin
// origin: template code {code: no-phase} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
texkill r1
mov r0, c0
mov r2, c0
