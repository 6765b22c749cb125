// case: ps14.v-phase2/valid/ps_1_4/code-phase2 (validate)
// expect: valid
// case: ps14.v-phase2/assemble/ps_1_4/code-phase2 (assemble)
// expect: the tokens of valid-ps_1_4-code-phase2.bin
// origin: template code {code: phase2}
ps_1_4
texld r1, t0
phase
add r0.rgb, v1, r1
mov r0, c0
