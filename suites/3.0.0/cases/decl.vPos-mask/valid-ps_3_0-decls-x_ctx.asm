// case: decl.vPos-mask/valid/ps_3_0/decls-x_ctx (validate)
// expect: valid
// case: decl.vPos-mask/assemble/ps_3_0/decls-x_ctx (assemble)
// expect: the tokens of valid-ps_3_0-decls-x_ctx.bin
// origin: template code {code: mov r0, c0, decls: x} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
dcl vPos.x
mov r0, c0
mov oC0, c0
mov r1, c0
