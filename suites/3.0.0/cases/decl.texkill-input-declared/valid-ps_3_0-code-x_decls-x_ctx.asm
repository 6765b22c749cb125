// case: decl.texkill-input-declared/valid/ps_3_0/code-x_decls-x_ctx (validate)
// expect: valid
// case: decl.texkill-input-declared/assemble/ps_3_0/code-x_decls-x_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code-x_decls-x_ctx.bin
// origin: template code {code: x, decls: x} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0.x
texkill v0.x
mov oC0, c0
mov r0, c2
