// case: ps14.v-phase2/invalid/ps_1_4/code-phase1 (validate)
// expect: invalid [ps14.v-phase2]
// origin: template code {code: phase1}
ps_1_4
mov r1.rgb, v0
phase
texld r0, t1
add r0.rgb, r0, r1
mov r0, c0
