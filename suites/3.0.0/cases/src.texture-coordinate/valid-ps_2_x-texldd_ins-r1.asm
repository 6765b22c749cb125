// case: src.texture-coordinate/valid/ps_2_x/texldd_ins-r1 (validate)
// expect: valid
// case: src.texture-coordinate/assemble/ps_2_x/texldd_ins-r1 (assemble)
// expect: the tokens of valid-ps_2_x-texldd_ins-r1.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: r1}
ps_2_x
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, r1, s0, r2, r3
mov oC0, c0
