// case: op.form-in-profile/valid/vs_3_sw/vs_ins-dst (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs_ins-dst (assemble)
// expect: the tokens of valid-vs_3_sw-vs_ins-dst.bin
// origin: template op {ins: dst}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
dst r0, r1, c0
mov o0, v0
