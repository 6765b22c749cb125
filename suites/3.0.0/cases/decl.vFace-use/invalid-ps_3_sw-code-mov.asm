// case: decl.vFace-use/invalid/ps_3_sw/code-mov (validate)
// expect: invalid [decl.vFace-use]
// origin: template code {code: mov, decls: dcl vFace}
ps_3_sw
dcl vFace
mov r0, vFace
mov oC0, c0
