// case: op.form-in-profile/valid/vs_3_sw/vs2x_ins-breakp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs2x_ins-breakp (assemble)
// expect: the tokens of valid-vs_3_sw-vs2x_ins-breakp.bin
// origin: template op {ins: breakp}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
rep i0
breakp p0.x
endrep
mov o0, v0
