// case: decl.texkill-input-declared/valid/ps_3_0/code-pp_decls-x (validate)
// expect: valid
// case: decl.texkill-input-declared/assemble/ps_3_0/code-pp_decls-x (assemble)
// expect: the tokens of valid-ps_3_0-code-pp_decls-x.bin
// origin: template code {code: pp, decls: x}
ps_3_0
dcl_texcoord0 v0.x
texkill_pp v0.x
mov oC0, c0
