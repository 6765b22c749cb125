// case: ps14.texkill-r-phase2/valid/ps_1_4/code-phase2 (validate)
// expect: valid
// case: ps14.texkill-r-phase2/assemble/ps_1_4/code-phase2 (assemble)
// expect: the tokens of valid-ps_1_4-code-phase2.bin
// origin: template code {code: phase2}
ps_1_4
texld r1, t0
phase
texkill r1
mov r0, c0
