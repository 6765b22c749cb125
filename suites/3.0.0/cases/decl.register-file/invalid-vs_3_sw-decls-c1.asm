// case: decl.register-file/invalid/vs_3_sw/decls-c1 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: c1}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord1 c1
mov r0, c0
mov o0, v0
