// case: decl.texkill-input-declared/invalid/ps_3_0/undeclared (validate)
// expect: invalid [decl.texkill-input-declared]
// origin: template code {code: texkill v1.x, decls: dcl_texcoord0 v0}
ps_3_0
dcl_texcoord0 v0
texkill v1.x
mov oC0, c0
