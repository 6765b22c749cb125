// case: decl.no-result-modifier/invalid/vs_3_0/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: x2} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_normal_x2 v1
mov r0, v1
mov o0, v0
mul r1, c2, c2
mad r2, c1, c1, r1
mov r3, r2
mov r4, c3
mov r5, r4
mul r6, r2, c1
