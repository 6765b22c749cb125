// case: swz.texld-ps2/valid/ps_2_x/code-t_ctx (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_2_x/code-t_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code-t_ctx.bin
// origin: template code {code: t, decls: dcl t0 dcl_2d s0} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
mul r1, c7, c7
mad r2, c2, c2, r1
