// case: decl.vFace-use/valid/ps_3_sw/code-cmp (validate)
// expect: valid
// case: decl.vFace-use/assemble/ps_3_sw/code-cmp (assemble)
// expect: the tokens of valid-ps_3_sw-code-cmp.bin
// origin: template code {code: cmp, decls: dcl vFace}
ps_3_sw
dcl vFace
cmp r0, vFace, c0.x, c0.y
mov oC0, c0
