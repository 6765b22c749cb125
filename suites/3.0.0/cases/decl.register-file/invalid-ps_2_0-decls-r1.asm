// case: decl.register-file/invalid/ps_2_0/decls-r1 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: r1}
ps_2_0
dcl r1
mov r0, c0
mov oC0, c0
