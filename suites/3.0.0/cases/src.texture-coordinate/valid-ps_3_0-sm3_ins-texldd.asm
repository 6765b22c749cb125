// case: src.texture-coordinate/valid/ps_3_0/sm3_ins-texldd (validate)
// expect: valid
// case: src.texture-coordinate/assemble/ps_3_0/sm3_ins-texldd (assemble)
// expect: the tokens of valid-ps_3_0-sm3_ins-texldd.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texldd}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, v0, s0, r1, r2
mov oC0, c0
