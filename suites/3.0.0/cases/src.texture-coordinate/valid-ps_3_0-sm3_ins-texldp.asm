// case: src.texture-coordinate/valid/ps_3_0/sm3_ins-texldp (validate)
// expect: valid
// case: src.texture-coordinate/assemble/ps_3_0/sm3_ins-texldp (assemble)
// expect: the tokens of valid-ps_3_0-sm3_ins-texldp.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texldp}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldp r0, r1, s0
mov oC0, c0
