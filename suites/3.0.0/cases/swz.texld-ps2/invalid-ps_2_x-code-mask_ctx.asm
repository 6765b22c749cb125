// case: swz.texld-ps2/invalid/ps_2_x/code-mask_ctx (validate)
// expect: invalid [swz.texld-ps2]
// origin: template code {code: mask, decls: dcl t0 dcl_2d s0} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t0
dcl_2d s0
texld r0.xy, t0, s0
mov oC0, c0
mul r1, c5, c5
mov r2, c5
add r3, r1, c0
