// case: decl.no-result-modifier/invalid/ps_2_0/decls-x2 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: x2}
ps_2_0
dcl_x2 t0
mov r0, c0
mov oC0, c0
