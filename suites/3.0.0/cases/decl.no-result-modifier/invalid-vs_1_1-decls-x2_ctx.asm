// case: decl.no-result-modifier/invalid/vs_1_1/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: x2} + 4 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
dcl_normal_x2 v1
mov r0, v1
mov oPos, v0
add r1, c4, c4
mad r2, r1, c2, c2
mov r3, c2
mul r4, r2, r2
