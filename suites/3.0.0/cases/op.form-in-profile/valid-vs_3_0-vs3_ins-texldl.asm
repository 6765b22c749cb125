// case: op.form-in-profile/valid/vs_3_0/vs3_ins-texldl (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs3_ins-texldl (assemble)
// expect: the tokens of valid-vs_3_0-vs3_ins-texldl.bin
// origin: template op {decls: dcl_2d s0, ins: texldl}
vs_3_0
dcl_position v0
dcl_position o0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, r1, s0
mov o0, v0
