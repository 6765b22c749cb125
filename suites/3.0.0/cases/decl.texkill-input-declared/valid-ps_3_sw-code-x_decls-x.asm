// case: decl.texkill-input-declared/valid/ps_3_sw/code-x_decls-x (validate)
// expect: valid
// case: decl.texkill-input-declared/assemble/ps_3_sw/code-x_decls-x (assemble)
// expect: the tokens of valid-ps_3_sw-code-x_decls-x.bin
// origin: template code {code: x, decls: x}
ps_3_sw
dcl_texcoord0 v0.x
texkill v0.x
mov oC0, c0
