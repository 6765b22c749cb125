// case: op.form-in-profile/valid/vs_2_sw/vs2_ins-abs (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs2_ins-abs (assemble)
// expect: the tokens of valid-vs_2_sw-vs2_ins-abs.bin
// origin: template op {ins: abs}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
abs r0, r1
mov oPos, v0
