// case: ps14.texkill-r-phase2/invalid/ps_1_4/code-phase1 (validate)
// expect: invalid [ps14.texkill-r-phase2]
// origin: template code {code: phase1}
ps_1_4
texld r1, t0
texkill r1
phase
texld r2, t1
mov r0, c0
