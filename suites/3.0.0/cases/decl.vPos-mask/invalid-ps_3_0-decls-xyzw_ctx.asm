// case: decl.vPos-mask/invalid/ps_3_0/decls-xyzw_ctx (validate)
// expect: invalid [decl.vPos-mask]
// origin: template code {code: mov r0, c0, decls: xyzw} + 3 random context instructions (seed 1 attempt 1)
ps_3_0
dcl vPos
mov r0, c0
mov oC0, c0
mov r1, c0
mov r2, c2
mov r3, c4
