// case: src.texture-coordinate/valid/ps_3_sw/sm3_ins-texldl (validate)
// expect: valid
// case: src.texture-coordinate/assemble/ps_3_sw/sm3_ins-texldl (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_ins-texldl.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texldl}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, v0, s0
mov oC0, c0
