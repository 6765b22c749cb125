// case: decl.no-result-modifier/invalid/ps_2_x/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: x2} + 3 random context instructions (seed 1 attempt 1)
ps_2_x
dcl_x2 t0
mov r0, c0
mov oC0, c0
mul r1, c5, c5
mul r2, c3, c3
add r3, c3, r1
