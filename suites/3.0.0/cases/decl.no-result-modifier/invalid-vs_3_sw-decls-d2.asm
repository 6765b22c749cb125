// case: decl.no-result-modifier/invalid/vs_3_sw/decls-d2 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: d2}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_normal_d2 v1
mov r0, v1
mov o0, v0
