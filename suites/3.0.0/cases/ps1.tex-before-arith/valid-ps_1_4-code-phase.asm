// case: ps1.tex-before-arith/valid/ps_1_4/code-phase (validate)
// expect: valid
// case: ps1.tex-before-arith/assemble/ps_1_4/code-phase (assemble)
// expect: the tokens of valid-ps_1_4-code-phase.bin
// origin: template code {code: phase}
ps_1_4
texld r1, t0
mov r1, r1
phase
texld r0, t1
add r0.rgb, r0, r1
mov r0, c0
