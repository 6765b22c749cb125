// case: decl.texkill-input-declared/invalid/ps_3_sw/code-full_decls-x_ctx (validate)
// expect: invalid [decl.texkill-input-declared]
// origin: template code {code: full, decls: x} + 6 random context instructions (seed 1 attempt 1)
ps_3_sw
dcl_texcoord v0.x
texkill v0
mov oC0, c0
mad r0, c1, c1, c1
mul r1, r0, c6
mul r2, c5, r1
mul r3, r2, r1
add r4, r1, c0
mov r5, c5
