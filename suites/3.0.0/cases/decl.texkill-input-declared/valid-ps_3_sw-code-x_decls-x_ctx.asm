// case: decl.texkill-input-declared/valid/ps_3_sw/code-x_decls-x_ctx (validate)
// expect: valid
// case: decl.texkill-input-declared/assemble/ps_3_sw/code-x_decls-x_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code-x_decls-x_ctx.bin
// origin: template code {code: x, decls: x} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0.x
texkill v0.x
mov oC0, c0
mul r0, c6, c6
mul r1, c2, r0
mad r2, r1, r1, r1
mov r3, c1
add r4, c4, r1
