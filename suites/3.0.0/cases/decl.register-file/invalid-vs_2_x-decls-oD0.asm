// case: decl.register-file/invalid/vs_2_x/decls-oD0 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oD0}
vs_2_x
dcl_position v0
dcl_color0 oD0
mov r0, c0
mov oPos, v0
