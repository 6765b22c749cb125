// case: decl.vFace-use/valid/ps_3_0/code-cmp (validate)
// expect: valid
// case: decl.vFace-use/assemble/ps_3_0/code-cmp (assemble)
// expect: the tokens of valid-ps_3_0-code-cmp.bin
// origin: template code {code: cmp, decls: dcl vFace}
ps_3_0
dcl vFace
cmp r0, vFace, c0.x, c0.y
mov oC0, c0
