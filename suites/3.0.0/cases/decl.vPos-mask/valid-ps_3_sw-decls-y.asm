// case: decl.vPos-mask/valid/ps_3_sw/decls-y (validate)
// expect: valid
// case: decl.vPos-mask/assemble/ps_3_sw/decls-y (assemble)
// expect: the tokens of valid-ps_3_sw-decls-y.bin
// origin: template code {code: mov r0, c0, decls: y}
ps_3_sw
dcl vPos.y
mov r0, c0
mov oC0, c0
