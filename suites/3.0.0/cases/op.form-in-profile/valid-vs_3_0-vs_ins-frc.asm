// case: op.form-in-profile/valid/vs_3_0/vs_ins-frc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs_ins-frc (assemble)
// expect: the tokens of valid-vs_3_0-vs_ins-frc.bin
// origin: template op {ins: frc}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
frc r0.xy, r1
mov o0, v0
