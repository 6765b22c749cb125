// case: op.form-in-profile/valid/vs_3_sw/vs2x_ins-breakc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs2x_ins-breakc (assemble)
// expect: the tokens of valid-vs_3_sw-vs2x_ins-breakc.bin
// origin: template op {ins: breakc}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_gt r1.x, c0.x
endrep
mov o0, v0
