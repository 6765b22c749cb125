// case: ps14.v-phase2/valid/ps_1_4/code-no-phase (validate)
// expect: valid
// case: ps14.v-phase2/assemble/ps_1_4/code-no-phase (assemble)
// expect: the tokens of valid-ps_1_4-code-no-phase.bin
// origin: template code {code: no-phase}
ps_1_4
add r0, v0, c0
mov r0, c0
