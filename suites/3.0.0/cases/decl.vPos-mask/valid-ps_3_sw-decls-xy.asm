// case: decl.vPos-mask/valid/ps_3_sw/decls-xy (validate)
// expect: valid
// case: decl.vPos-mask/assemble/ps_3_sw/decls-xy (assemble)
// expect: the tokens of valid-ps_3_sw-decls-xy.bin
// origin: template code {code: mov r0, c0, decls: xy}
ps_3_sw
dcl vPos.xy
mov r0, c0
mov oC0, c0
