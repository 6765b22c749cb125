// case: decl.no-result-modifier/invalid/ps_2_sw/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: x2} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl_x2 t0
mov r0, c0
mov oC0, c0
mad r1, c4, c4, c4
mov r2, c0
add r3, c4, r1
add r4, c3, c3
add r5, c5, r4
