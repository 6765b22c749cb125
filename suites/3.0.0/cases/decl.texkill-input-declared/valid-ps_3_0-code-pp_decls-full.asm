// case: decl.texkill-input-declared/valid/ps_3_0/code-pp_decls-full (validate)
// expect: valid
// case: decl.texkill-input-declared/assemble/ps_3_0/code-pp_decls-full (assemble)
// expect: the tokens of valid-ps_3_0-code-pp_decls-full.bin
// origin: template code {code: pp, decls: full}
ps_3_0
dcl_texcoord0 v0
texkill_pp v0.x
mov oC0, c0
