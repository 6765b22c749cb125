// case: mask.texkill-texldd-ps2/invalid/ps_2_sw/ins-t0-x (validate)
// expect: invalid [mask.texkill-texldd-ps2]
// origin: template op {decls: dcl t0, ins: t0-x}
ps_2_sw
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill t0.x
mov oC0, c0
