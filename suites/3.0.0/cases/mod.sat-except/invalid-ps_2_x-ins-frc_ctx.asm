// case: mod.sat-except/invalid/ps_2_x/ins-frc_ctx (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: frc} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
frc_sat r0, r1
mov oC0, c0
mov r4, c3
mul r5, c2, c2
mul r6, c1, r4
mov r7, r4
mad r8, r6, r7, c7
