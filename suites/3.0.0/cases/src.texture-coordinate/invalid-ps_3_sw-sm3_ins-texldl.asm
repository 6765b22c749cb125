// case: src.texture-coordinate/invalid/ps_3_sw/sm3_ins-texldl (validate)
// expect: invalid [src.texture-coordinate]
// origin: template op {decls: dcl_2d s0, ins: texldl}
ps_3_sw
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, c1, s0
mov oC0, c0
