// case: decl.register-file/invalid/ps_3_0/decls-c1 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: c1}
ps_3_0
dcl_texcoord0 c1
mov r0, c0
mov oC0, c0
