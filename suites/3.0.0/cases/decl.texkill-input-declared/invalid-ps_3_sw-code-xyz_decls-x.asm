// case: decl.texkill-input-declared/invalid/ps_3_sw/code-xyz_decls-x (validate)
// expect: invalid [decl.texkill-input-declared]
// origin: template code {code: xyz, decls: x}
ps_3_sw
dcl_texcoord0 v0.x
texkill v0.xyz
mov oC0, c0
