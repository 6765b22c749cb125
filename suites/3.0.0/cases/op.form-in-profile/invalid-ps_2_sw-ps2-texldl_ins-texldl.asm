// case: op.form-in-profile/invalid/ps_2_sw/ps2-texldl_ins-texldl (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {decls: dcl t0 dcl_2d s0, ins: texldl}
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, t0, s0
mov oC0, c0
