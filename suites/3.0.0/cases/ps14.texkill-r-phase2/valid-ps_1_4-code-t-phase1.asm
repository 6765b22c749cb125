// case: ps14.texkill-r-phase2/valid/ps_1_4/code-t-phase1 (validate)
// expect: valid
// case: ps14.texkill-r-phase2/assemble/ps_1_4/code-t-phase1 (assemble)
// expect: the tokens of valid-ps_1_4-code-t-phase1.bin
// origin: template code {code: t-phase1}
ps_1_4
texkill t0
phase
texld r1, t0
mov r0, c0
