// case: decl.vPos-mask/valid/ps_3_0/decls-x (validate)
// expect: valid
// case: decl.vPos-mask/assemble/ps_3_0/decls-x (assemble)
// expect: the tokens of valid-ps_3_0-decls-x.bin
// origin: template code {code: mov r0, c0, decls: x}
ps_3_0
dcl vPos.x
mov r0, c0
mov oC0, c0
