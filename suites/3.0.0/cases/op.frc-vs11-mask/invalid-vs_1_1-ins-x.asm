// case: op.frc-vs11-mask/invalid/vs_1_1/ins-x (validate)
// expect: invalid [op.frc-vs11-mask]
// origin: template op {ins: x}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
frc r0.x, r1
mov oPos, v0
