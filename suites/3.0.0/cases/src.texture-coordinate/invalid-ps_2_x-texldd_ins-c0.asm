// case: src.texture-coordinate/invalid/ps_2_x/texldd_ins-c0 (validate)
// expect: invalid [src.texture-coordinate]
// origin: template op {decls: dcl v0 dcl_2d s0, ins: c0}
ps_2_x
dcl v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, c0, s0, r1, r2
mov oC0, c0
