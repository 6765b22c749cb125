// case: op.form-in-profile/valid/vs_2_x/vs2x_ins-breakp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2x_ins-breakp (assemble)
// expect: the tokens of valid-vs_2_x-vs2x_ins-breakp.bin
// origin: template op {ins: breakp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
rep i0
breakp p0.x
endrep
mov oPos, v0
