// case: decl.vFace-use/valid/ps_3_0/code-cmp-src1 (validate)
// expect: valid
// case: decl.vFace-use/assemble/ps_3_0/code-cmp-src1 (assemble)
// expect: the tokens of valid-ps_3_0-code-cmp-src1.bin
// origin: template code {code: cmp-src1, decls: dcl vFace}
ps_3_0
dcl vFace
cmp r0, c0, vFace, c0.y
mov oC0, c0
