// case: op.frc-vs11-mask/invalid/vs_1_1/ins-xyz (validate)
// expect: invalid [op.frc-vs11-mask]
// origin: template op {ins: xyz}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
frc r0.xyz, r1
mov oPos, v0
