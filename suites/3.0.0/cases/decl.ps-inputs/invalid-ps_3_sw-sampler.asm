// case: decl.ps-inputs/invalid/ps_3_sw/sampler (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: texld r0, v0, s0, decls: dcl_texcoord0 v0}
ps_3_sw
dcl_texcoord0 v0
texld r0, v0, s0
mov oC0, c0
