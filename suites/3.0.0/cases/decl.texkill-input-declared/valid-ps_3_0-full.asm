// case: decl.texkill-input-declared/valid/ps_3_0/full (validate)
// expect: valid
// case: decl.texkill-input-declared/assemble/ps_3_0/full (assemble)
// expect: the tokens of valid-ps_3_0-full.bin
// origin: template code {code: texkill v0, decls: dcl_texcoord0 v0}
ps_3_0
dcl_texcoord0 v0
texkill v0
mov oC0, c0
