// case: decl.register-file/invalid/ps_2_sw/decls-oC0 (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oC0}
ps_2_sw
dcl oC0
mov r0, c0
mov oC0, c0
