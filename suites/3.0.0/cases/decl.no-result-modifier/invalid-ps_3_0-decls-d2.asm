// case: decl.no-result-modifier/invalid/ps_3_0/decls-d2 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: d2}
ps_3_0
dcl_texcoord0_d2 v0
mov r0, c0
mov oC0, c0
