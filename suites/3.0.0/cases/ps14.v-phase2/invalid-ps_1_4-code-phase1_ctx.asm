// case: ps14.v-phase2/invalid/ps_1_4/code-phase1_ctx (validate)
// expect: invalid [ps14.v-phase2]
// origin: template code {code: phase1} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1.xyz, v0
phase
texld r0, t1
add r0.xyz, r0, r1
mov r0, c0
mov r2, c2
add r3, r2, r2
mov r4, c0
mov r5, r3
