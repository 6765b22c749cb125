// case: mod.sat-except/invalid/vs_3_0/ins-frc_ctx (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: frc} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
frc_sat r0, r1
mov o0, v0
mov r4, c5
mov r5, r4
mov r6, c3
mad r7, r6, c7, r4
add r8, c2, c2
