// case: decl.vPos-mask/invalid/ps_3_sw/decls-xyzw_ctx (validate)
// expect: invalid [decl.vPos-mask]
// origin: template code {code: mov r0, c0, decls: xyzw} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl vPos
mov r0, c0
mov oC0, c0
mad r1, c5, c5, c5
