// case: mask.texkill-texldd-ps2/invalid/ps_2_x/texldd_ins-xy (validate)
// expect: invalid [mask.texkill-texldd-ps2]
// origin: template op {decls: dcl t0 dcl_2d s0, ins: xy}
ps_2_x
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r1.xy, t0, s0, r2, r3
mov oC0, c0
