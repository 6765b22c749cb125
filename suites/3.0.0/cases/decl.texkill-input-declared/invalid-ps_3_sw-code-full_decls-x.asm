// case: decl.texkill-input-declared/invalid/ps_3_sw/code-full_decls-x (validate)
// expect: invalid [decl.texkill-input-declared]
// origin: template code {code: full, decls: x}
ps_3_sw
dcl_texcoord0 v0.x
texkill v0
mov oC0, c0
