// case: swz.texld-ps2/valid/ps_2_0/code-t_ctx (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_2_0/code-t_ctx (assemble)
// expect: the tokens of valid-ps_2_0-code-t_ctx.bin
// origin: template code {code: t, decls: dcl t0 dcl_2d s0} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
add r1, c6, c6
add r2, r1, r1
mov r3, r1
mov r4, r1
add r5, c3, r2
mul r6, r5, c6
