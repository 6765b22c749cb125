// case: swz.texld-ps2/valid/ps_3_0/lifted_code-mask (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_3_0/lifted_code-mask (assemble)
// expect: the tokens of valid-ps_3_0-lifted_code-mask.bin
// origin: template code {code: mask, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
texld r0.xy, v0, s0
mov oC0, c0
