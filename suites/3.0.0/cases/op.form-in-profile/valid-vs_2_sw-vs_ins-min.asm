// case: op.form-in-profile/valid/vs_2_sw/vs_ins-min (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs_ins-min (assemble)
// expect: the tokens of valid-vs_2_sw-vs_ins-min.bin
// origin: template op {ins: min}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
min r0, r1, c0
mov oPos, v0
