// case: op.form-in-profile/valid/vs_2_sw/vs_ins-m3x4 (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs_ins-m3x4 (assemble)
// expect: the tokens of valid-vs_2_sw-vs_ins-m3x4.bin
// origin: template op {ins: m3x4}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x4 r0, r1, c0
mov oPos, v0
