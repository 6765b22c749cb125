// case: op.form-in-profile/valid/vs_2_sw/vs2_ins-pow (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs2_ins-pow (assemble)
// expect: the tokens of valid-vs_2_sw-vs2_ins-pow.bin
// origin: template op {ins: pow}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1.x, r2.x
mov oPos, v0
