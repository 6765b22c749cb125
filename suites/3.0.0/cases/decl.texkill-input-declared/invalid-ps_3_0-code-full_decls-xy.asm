// case: decl.texkill-input-declared/invalid/ps_3_0/code-full_decls-xy (validate)
// expect: invalid [decl.texkill-input-declared]
// origin: template code {code: full, decls: xy}
ps_3_0
dcl_texcoord0 v0.xy
texkill v0
mov oC0, c0
