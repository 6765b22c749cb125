// case: op.frc-vs11-mask/valid/vs_1_1/ins-xy (validate)
// expect: valid
// case: op.frc-vs11-mask/assemble/vs_1_1/ins-xy (assemble)
// expect: the tokens of valid-vs_1_1-ins-xy.bin
// origin: template op {ins: xy}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
frc r0.xy, r1
mov oPos, v0
