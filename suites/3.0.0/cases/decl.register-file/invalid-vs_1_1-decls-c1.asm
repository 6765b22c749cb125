// case: decl.register-file/invalid/vs_1_1/decls-c1 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: c1}
vs_1_1
dcl_position v0
dcl_texcoord1 c1
mov r0, c0
mov oPos, v0
