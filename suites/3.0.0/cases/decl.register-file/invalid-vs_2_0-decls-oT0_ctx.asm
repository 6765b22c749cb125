// case: decl.register-file/invalid/vs_2_0/decls-oT0_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oT0} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
dcl_texcoord oT0
mov r0, c0
mov oPos, v0
mov r1, c4
mov r2, c7
mov r3, c6
add r4, c0, c0
