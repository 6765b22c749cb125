// case: ps14.phase-once/valid/ps_1_4/code-two-phases_ctx (validate)
// expect: valid
// case: ps14.phase-once/assemble/ps_1_4/code-two-phases_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-two-phases_ctx.bin
// origin: template code {code: two-phases} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
phase
texld r0, t1
add r0.xyz, r0, r1
mov r0, c0
add r2, c7, c7
mad r3, c0, c0, r2
mad r4, c7, r2, c7
mov r5, c5
