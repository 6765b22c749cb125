// case: swz.texld-ps2/valid/ps_2_sw/code-t_ctx (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_2_sw/code-t_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-code-t_ctx.bin
// origin: template code {code: t, decls: dcl t0 dcl_2d s0} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
mul r1, c4, c4
mad r2, c1, c1, c1
mov r3, c4
mov r4, c2
add r5, r1, r2
