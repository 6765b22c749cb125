// case: decl.register-file/invalid/vs_2_x/decls-oT0_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oT0} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
dcl_texcoord oT0
mov r0, c0
mov oPos, v0
add r1, c2, c2
