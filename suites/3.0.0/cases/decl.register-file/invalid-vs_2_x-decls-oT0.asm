// case: decl.register-file/invalid/vs_2_x/decls-oT0 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oT0}
vs_2_x
dcl_position v0
dcl_texcoord0 oT0
mov r0, c0
mov oPos, v0
