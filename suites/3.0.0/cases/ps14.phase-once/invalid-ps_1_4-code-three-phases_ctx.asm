// case: ps14.phase-once/invalid/ps_1_4/code-three-phases_ctx (validate)
// expect: invalid [ps14.phase-once]
// origin: template code {code: three-phases} + 3 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
phase
texld r2, t1
phase
texld r0, t2
add r0.xyz, r0, r1
mov r0, c0
mad r3, c5, c5, c5
mov r4, r3
mul r5, r3, c5
