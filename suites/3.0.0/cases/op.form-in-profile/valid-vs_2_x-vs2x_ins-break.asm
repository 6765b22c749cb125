// case: op.form-in-profile/valid/vs_2_x/vs2x_ins-break (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2x_ins-break (assemble)
// expect: the tokens of valid-vs_2_x-vs2x_ins-break.bin
// origin: template op {ins: break}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break
endrep
mov oPos, v0
