// case: op.form-in-profile/valid/vs_2_x/vs_ins-frc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs_ins-frc (assemble)
// expect: the tokens of valid-vs_2_x-vs_ins-frc.bin
// origin: template op {ins: frc}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
frc r0.xy, r1
mov oPos, v0
