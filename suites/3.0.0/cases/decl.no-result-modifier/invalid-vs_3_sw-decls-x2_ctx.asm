// case: decl.no-result-modifier/invalid/vs_3_sw/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: x2} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_normal_x2 v1
mov r0, v1
mov o0, v0
mad r1, c2, c2, c2
