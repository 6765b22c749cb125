// case: decl.vFace-use/valid/ps_3_0/code-ifc (validate)
// expect: valid
// case: decl.vFace-use/assemble/ps_3_0/code-ifc (assemble)
// expect: the tokens of valid-ps_3_0-code-ifc.bin
// origin: template code {code: ifc, decls: dcl vFace}
ps_3_0
dcl vFace
mov r0, c0
if_lt vFace, c0.x
mov r0, c1
endif
mov oC0, c0
