// case: decl.register-file/invalid/ps_2_sw/decls-oC0_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: oC0} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl oC0
mov r0, c0
mov oC0, c0
add r1, c4, c4
