// case: decl.register-file/valid/ps_2_0/code_ctx (validate)
// expect: valid
// case: decl.register-file/assemble/ps_2_0/code_ctx (assemble)
// expect: the tokens of valid-ps_2_0-code_ctx.bin
// origin: template code {code: texld r1, t0, s0 add r0, r1, v0, decls: dcl t0 dcl v0 dcl_2d s0} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t0
dcl v0
dcl_2d s0
texld r1, t0, s0
add r0, r1, v0
mov oC0, c0
add r2, c4, c4
