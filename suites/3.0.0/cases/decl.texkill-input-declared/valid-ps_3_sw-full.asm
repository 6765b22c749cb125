// case: decl.texkill-input-declared/valid/ps_3_sw/full (validate)
// expect: valid
// case: decl.texkill-input-declared/assemble/ps_3_sw/full (assemble)
// expect: the tokens of valid-ps_3_sw-full.bin
// origin: template code {code: texkill v0, decls: dcl_texcoord0 v0}
ps_3_sw
dcl_texcoord0 v0
texkill v0
mov oC0, c0
