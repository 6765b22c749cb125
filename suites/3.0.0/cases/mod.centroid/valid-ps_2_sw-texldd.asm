// case: mod.centroid/valid/ps_2_sw/texldd (validate)
// expect: valid
// case: mod.centroid/assemble/ps_2_sw/texldd (assemble)
// expect: the tokens of valid-ps_2_sw-texldd.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: texldd_centroid r0, t0, s0, r1, r2}
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd_centroid r0, t0, s0, r1, r2
mov oC0, c0
