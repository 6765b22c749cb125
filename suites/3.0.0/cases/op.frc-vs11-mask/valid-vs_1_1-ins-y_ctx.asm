// case: op.frc-vs11-mask/valid/vs_1_1/ins-y_ctx (validate)
// expect: valid
// case: op.frc-vs11-mask/assemble/vs_1_1/ins-y_ctx (assemble)
// expect: the tokens of valid-vs_1_1-ins-y_ctx.bin
// origin: template op {ins: y} + 2 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
frc r0.y, r1
mov oPos, v0
add r4, c5, c5
add r5, c1, r4
