// case: op.form-in-profile/valid/vs_3_sw/vs2_ins-nrm (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs2_ins-nrm (assemble)
// expect: the tokens of valid-vs_3_sw-vs2_ins-nrm.bin
// origin: template op {ins: nrm}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov o0, v0
