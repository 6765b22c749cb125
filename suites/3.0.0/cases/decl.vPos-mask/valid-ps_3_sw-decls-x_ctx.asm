// case: decl.vPos-mask/valid/ps_3_sw/decls-x_ctx (validate)
// expect: valid
// case: decl.vPos-mask/assemble/ps_3_sw/decls-x_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-decls-x_ctx.bin
// origin: template code {code: mov r0, c0, decls: x} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl vPos.x
mov r0, c0
mov oC0, c0
add r1, c0, c0
add r2, r1, r1
mov r3, r1
