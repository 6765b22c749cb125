// case: decl.no-result-modifier/invalid/vs_2_0/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: x2} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
dcl_normal_x2 v1
mov r0, v1
mov oPos, v0
mul r1, c1, c1
mul r2, r1, c4
mad r3, c4, r1, r2
