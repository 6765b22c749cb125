// case: mod.sat-except/invalid/ps_3_0/ins-frc_ctx (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: frc} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
frc_sat r0, r1
mov oC0, c0
mov r4, c5
mul r5, r4, r4
mul r6, r4, r4
mad r7, c6, r4, c6
mov r8, c4
