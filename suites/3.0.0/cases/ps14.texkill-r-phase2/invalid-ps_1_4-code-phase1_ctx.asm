// case: ps14.texkill-r-phase2/invalid/ps_1_4/code-phase1_ctx (validate)
// expect: invalid [ps14.texkill-r-phase2]
// origin: template code {code: phase1} + 3 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
texkill r1
phase
texld r2, t1
mov r0, c0
mov r3, c6
mad r4, r3, r3, c1
mad r5, r3, r4, r3
