// case: swz.texldd-ps2x/invalid/ps_2_sw/ins-swz0 (validate)
// expect: invalid [swz.texldd-ps2x]
// origin: template op {decls: dcl t0 dcl_2d s0, ins: swz0}
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, t0.yxzw, s0, r1, r2
mov oC0, c0
