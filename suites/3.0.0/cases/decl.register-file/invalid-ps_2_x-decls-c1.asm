// case: decl.register-file/invalid/ps_2_x/decls-c1 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: c1}
ps_2_x
dcl c1
mov r0, c0
mov oC0, c0
