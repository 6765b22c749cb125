// case: decl.no-result-modifier/invalid/vs_1_1/decls-d2 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: d2}
vs_1_1
dcl_position v0
dcl_normal_d2 v1
mov r0, v1
mov oPos, v0
