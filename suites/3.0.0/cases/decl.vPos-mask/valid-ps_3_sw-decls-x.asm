// case: decl.vPos-mask/valid/ps_3_sw/decls-x (validate)
// expect: valid
// case: decl.vPos-mask/assemble/ps_3_sw/decls-x (assemble)
// expect: the tokens of valid-ps_3_sw-decls-x.bin
// origin: template code {code: mov r0, c0, decls: x}
ps_3_sw
dcl vPos.x
mov r0, c0
mov oC0, c0
