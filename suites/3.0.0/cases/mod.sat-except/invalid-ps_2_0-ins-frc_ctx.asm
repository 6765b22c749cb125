// case: mod.sat-except/invalid/ps_2_0/ins-frc_ctx (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: frc} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
frc_sat r0, r1
mov oC0, c0
add r4, c5, c5
mad r5, c1, r4, c1
mul r6, r4, r5
mov r7, c2
mul r8, r4, r5
