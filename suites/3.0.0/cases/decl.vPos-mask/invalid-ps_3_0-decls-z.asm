// case: decl.vPos-mask/invalid/ps_3_0/decls-z (validate)
// expect: invalid [decl.vPos-mask]
// origin: template code {code: mov r0, c0, decls: z}
ps_3_0
dcl vPos.z
mov r0, c0
mov oC0, c0
