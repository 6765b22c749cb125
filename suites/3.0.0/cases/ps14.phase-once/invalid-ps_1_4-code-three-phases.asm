// case: ps14.phase-once/invalid/ps_1_4/code-three-phases (validate)
// expect: invalid [ps14.phase-once]
// origin: template code {code: three-phases}
ps_1_4
texld r1, t0
phase
texld r2, t1
phase
texld r0, t2
add r0.rgb, r0, r1
mov r0, c0
