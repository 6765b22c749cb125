// case: decl.texkill-input-declared/invalid/ps_3_0/code-full_decls-x_ctx (validate)
// expect: invalid [decl.texkill-input-declared]
// origin: template code {code: full, decls: x} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0.x
texkill v0
mov oC0, c0
mov r0, c2
mul r1, c0, c0
mad r2, c5, r0, c5
mov r3, c0
