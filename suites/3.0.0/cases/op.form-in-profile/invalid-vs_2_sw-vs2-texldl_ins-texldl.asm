// case: op.form-in-profile/invalid/vs_2_sw/vs2-texldl_ins-texldl (validate)
// expect: invalid [op.form-in-profile, reg.file-available]
// origin: template op {decls: dcl_2d s0, ins: texldl}
vs_2_sw
dcl_position v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, r1, s0
mov oPos, v0
