// case: swz.texldd-ps2x/valid/ps_2_x/ins-r (validate)
// expect: valid
// case: swz.texldd-ps2x/assemble/ps_2_x/ins-r (assemble)
// expect: the tokens of valid-ps_2_x-ins-r.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: r}
ps_2_x
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, r1, s0, t0, r2
mov oC0, c0
