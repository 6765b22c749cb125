// case: decl.no-result-modifier/invalid/vs_2_0/decls-x2 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: x2}
vs_2_0
dcl_position v0
dcl_normal_x2 v1
mov r0, v1
mov oPos, v0
