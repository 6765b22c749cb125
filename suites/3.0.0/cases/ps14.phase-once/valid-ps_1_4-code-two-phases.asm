// case: ps14.phase-once/valid/ps_1_4/code-two-phases (validate)
// expect: valid
// case: ps14.phase-once/assemble/ps_1_4/code-two-phases (assemble)
// expect: the tokens of valid-ps_1_4-code-two-phases.bin
// origin: template code {code: two-phases}
ps_1_4
texld r1, t0
phase
texld r0, t1
add r0.rgb, r0, r1
mov r0, c0
