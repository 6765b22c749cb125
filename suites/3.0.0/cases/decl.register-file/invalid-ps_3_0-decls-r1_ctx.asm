// case: decl.register-file/invalid/ps_3_0/decls-r1_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: r1} + 1 random context instructions (seed 1 attempt 1)
ps_3_0
dcl_texcoord r1
mov r0, c0
mov oC0, c0
mul r2, c0, c0
