// case: decl.register-file/invalid/vs_3_0/decls-r1_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: r1} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord1 r1
mov r0, c0
mov o0, v0
add r2, c6, c6
mad r3, c5, c5, r2
add r4, c5, c5
mul r5, r4, c2
