// case: mod.sat-except/invalid/ps_3_sw/ins-frc_ctx (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: frc} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
frc_sat r0, r1
mov oC0, c0
mad r4, c5, c5, c5
add r5, c0, c0
