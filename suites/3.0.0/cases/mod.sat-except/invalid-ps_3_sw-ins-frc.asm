// case: mod.sat-except/invalid/ps_3_sw/ins-frc (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: frc}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
frc_sat r0, r1
mov oC0, c0
