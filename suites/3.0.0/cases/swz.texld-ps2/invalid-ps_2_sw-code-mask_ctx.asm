// case: swz.texld-ps2/invalid/ps_2_sw/code-mask_ctx (validate)
// expect: invalid [swz.texld-ps2]
// origin: template code {code: mask, decls: dcl t0 dcl_2d s0} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
dcl_2d s0
texld r0.xy, t0, s0
mov oC0, c0
mul r1, c2, c2
add r2, c6, c6
add r3, r1, c6
mul r4, r1, r3
mad r5, r3, r2, r4
add r6, r2, c0
