// case: decl.register-file/invalid/vs_1_1/decls-oT0_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oT0} + 1 random context instructions (seed 1 attempt 1)
vs_1_1
dcl_position v0
dcl_texcoord oT0
mov r0, c0
mov oPos, v0
mul r1, c3, c3
