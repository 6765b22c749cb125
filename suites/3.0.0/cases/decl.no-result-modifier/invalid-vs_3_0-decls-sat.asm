// case: decl.no-result-modifier/invalid/vs_3_0/decls-sat (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: sat}
vs_3_0
dcl_position v0
dcl_position o0
dcl_normal_sat v1
mov r0, v1
mov o0, v0
