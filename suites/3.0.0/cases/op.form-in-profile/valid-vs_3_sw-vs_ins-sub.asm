// case: op.form-in-profile/valid/vs_3_sw/vs_ins-sub (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs_ins-sub (assemble)
// expect: the tokens of valid-vs_3_sw-vs_ins-sub.bin
// origin: template op {ins: sub}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sub r0, r1, c0
mov o0, v0
