// case: decl.no-result-modifier/invalid/ps_2_x/decls-d2 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: d2}
ps_2_x
dcl_d2 v0
mov r0, c0
mov oC0, c0
