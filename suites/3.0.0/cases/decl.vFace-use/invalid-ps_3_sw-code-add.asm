// case: decl.vFace-use/invalid/ps_3_sw/code-add (validate)
// expect: invalid [decl.vFace-use]
// origin: template code {code: add, decls: dcl vFace}
ps_3_sw
dcl vFace
add r0, c0, vFace
mov oC0, c0
