// case: decl.vPos-mask/invalid/ps_3_sw/decls-xw (validate)
// expect: invalid [decl.vPos-mask]
// origin: template code {code: mov r0, c0, decls: xw}
ps_3_sw
dcl vPos.xw
mov r0, c0
mov oC0, c0
