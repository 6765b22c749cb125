// case: swz.texld-ps2/invalid/ps_2_0/code-mask_ctx (validate)
// expect: invalid [swz.texld-ps2]
// origin: template code {code: mask, decls: dcl t0 dcl_2d s0} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t0
dcl_2d s0
texld r0.xy, t0, s0
mov oC0, c0
mul r1, c6, c6
