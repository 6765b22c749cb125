// case: swz.texldd-ps2x/valid/ps_2_sw/ins-t (validate)
// expect: valid
// case: swz.texldd-ps2x/assemble/ps_2_sw/ins-t (assemble)
// expect: the tokens of valid-ps_2_sw-ins-t.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: t}
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, t0, s0, r1, r2
mov oC0, c0
