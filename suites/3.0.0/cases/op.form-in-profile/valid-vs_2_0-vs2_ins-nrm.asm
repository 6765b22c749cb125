// case: op.form-in-profile/valid/vs_2_0/vs2_ins-nrm (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_0/vs2_ins-nrm (assemble)
// expect: the tokens of valid-vs_2_0-vs2_ins-nrm.bin
// origin: template op {ins: nrm}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oPos, v0
