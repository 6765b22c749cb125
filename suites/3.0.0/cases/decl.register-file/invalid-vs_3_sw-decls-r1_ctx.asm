// case: decl.register-file/invalid/vs_3_sw/decls-r1_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: r1} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord1 r1
mov r0, c0
mov o0, v0
mad r2, c3, c3, c3
mov r3, r2
