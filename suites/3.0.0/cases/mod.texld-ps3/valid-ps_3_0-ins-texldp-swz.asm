// case: mod.texld-ps3/valid/ps_3_0/ins-texldp-swz (validate)
// expect: valid
// case: mod.texld-ps3/assemble/ps_3_0/ins-texldp-swz (assemble)
// expect: the tokens of valid-ps_3_0-ins-texldp-swz.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texldp-swz}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldp r0, v0.yxzw, s0
mov oC0, c0
