// case: op.frc-vs11-mask/invalid/vs_1_1/ins-xyzw_ctx (validate)
// expect: invalid [op.frc-vs11-mask]
// origin: template op {ins: xyzw} + 2 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
frc r0, r1
mov oPos, v0
mul r4, c6, c6
mov r5, r4
