// case: decl.register-file/valid/ps_3_0/code_ctx (validate)
// expect: valid
// case: decl.register-file/assemble/ps_3_0/code_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code_ctx.bin
// origin: template code {code: texld r1, v0, s0 add r0.xy, r1, vPos, decls: dcl_texcoord0 v0 dcl vPos.xy dcl_2d s0} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0
dcl vPos.xy
dcl_2d s0
texld r1, v0, s0
add r0.xy, r1, vPos
mov oC0, c0
mul r2, c5, c5
