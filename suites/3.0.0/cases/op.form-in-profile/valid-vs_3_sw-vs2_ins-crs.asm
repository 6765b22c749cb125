// case: op.form-in-profile/valid/vs_3_sw/vs2_ins-crs (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs2_ins-crs (assemble)
// expect: the tokens of valid-vs_3_sw-vs2_ins-crs.bin
// origin: template op {ins: crs}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2
mov o0, v0
