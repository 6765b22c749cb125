// case: op.form-in-profile/valid/vs_3_sw/vs_ins-m4x4 (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs_ins-m4x4 (assemble)
// expect: the tokens of valid-vs_3_sw-vs_ins-m4x4.bin
// origin: template op {ins: m4x4}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov o0, v0
