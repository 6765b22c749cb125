// case: decl.register-file/invalid/ps_2_0/decls-oC0_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oC0} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
dcl oC0
mov r0, c0
mov oC0, c0
add r1, c5, c5
mad r2, c4, r1, r1
mul r3, r2, r2
mad r4, r2, r2, r3
