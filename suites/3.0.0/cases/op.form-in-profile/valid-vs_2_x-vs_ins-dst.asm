// case: op.form-in-profile/valid/vs_2_x/vs_ins-dst (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs_ins-dst (assemble)
// expect: the tokens of valid-vs_2_x-vs_ins-dst.bin
// origin: template op {ins: dst}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
dst r0, r1, c0
mov oPos, v0
