// case: decl.no-result-modifier/invalid/ps_3_0/decls-sat (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: sat}
ps_3_0
dcl_texcoord0_sat v0
mov r0, c0
mov oC0, c0
