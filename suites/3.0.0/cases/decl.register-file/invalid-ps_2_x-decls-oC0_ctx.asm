// case: decl.register-file/invalid/ps_2_x/decls-oC0_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oC0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
dcl oC0
mov r0, c0
mov oC0, c0
add r1, c1, c1
mad r2, r1, c5, c5
mov r3, r1
mov r4, r1
mad r5, r1, r2, r1
