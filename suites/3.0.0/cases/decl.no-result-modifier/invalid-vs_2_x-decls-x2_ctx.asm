// case: decl.no-result-modifier/invalid/vs_2_x/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: x2} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
dcl_normal_x2 v1
mov r0, v1
mov oPos, v0
mov r1, c4
mul r2, r1, r1
mul r3, r2, c0
mov r4, c7
mad r5, r3, c4, r4
mov r6, c5
