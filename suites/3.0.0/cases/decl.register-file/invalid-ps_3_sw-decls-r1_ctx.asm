// case: decl.register-file/invalid/ps_3_sw/decls-r1_ctx (validate)
// expect: invalid [decl.register-file]
// origin: template code {code: mov r0, c0, decls: r1} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord r1
mov r0, c0
mov oC0, c0
mov r2, c0
add r3, r2, r2
add r4, c2, c2
add r5, c4, c4
mad r6, c5, c5, r2
