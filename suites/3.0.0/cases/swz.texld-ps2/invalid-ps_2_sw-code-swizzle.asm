// case: swz.texld-ps2/invalid/ps_2_sw/code-swizzle (validate)
// expect: invalid [swz.texld-ps2]
// origin: template code {code: swizzle, decls: dcl t0 dcl_2d s0}
ps_2_sw
dcl t0
dcl_2d s0
texld r0, t0.wzyx, s0
mov oC0, c0
