// case: decl.no-result-modifier/invalid/vs_2_sw/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, v1, decls: x2} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
dcl_normal_x2 v1
mov r0, v1
mov oPos, v0
mov r1, c0
mad r2, r1, r1, c6
