// case: mod.texld-ps3/valid/ps_3_sw/ins-sampler-swz (validate)
// expect: valid
// case: mod.texld-ps3/assemble/ps_3_sw/ins-sampler-swz (assemble)
// expect: the tokens of valid-ps_3_sw-ins-sampler-swz.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: sampler-swz}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, v0, s0.x
mov oC0, c0
