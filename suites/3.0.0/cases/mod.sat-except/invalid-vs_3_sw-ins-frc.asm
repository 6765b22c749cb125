// case: mod.sat-except/invalid/vs_3_sw/ins-frc (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: frc}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
frc_sat r0, r1
mov o0, v0
