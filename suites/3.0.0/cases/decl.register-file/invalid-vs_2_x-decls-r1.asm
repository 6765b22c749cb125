// case: decl.register-file/invalid/vs_2_x/decls-r1 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: r1}
vs_2_x
dcl_position v0
dcl_texcoord1 r1
mov r0, c0
mov oPos, v0
