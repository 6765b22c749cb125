// case: decl.no-result-modifier/invalid/ps_2_0/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: x2} + 2 random context instructions (seed 1 attempt 1)
ps_2_0
dcl_x2 t0
mov r0, c0
mov oC0, c0
mul r1, c1, c1
mul r2, c1, c1
