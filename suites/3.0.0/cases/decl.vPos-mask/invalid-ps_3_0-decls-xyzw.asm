// case: decl.vPos-mask/invalid/ps_3_0/decls-xyzw (validate)
// expect: invalid [decl.vPos-mask]
// origin: template code {code: mov r0, c0, decls: xyzw}
ps_3_0
dcl vPos
mov r0, c0
mov oC0, c0
