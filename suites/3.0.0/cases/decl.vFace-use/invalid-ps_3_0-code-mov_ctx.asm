// case: decl.vFace-use/invalid/ps_3_0/code-mov_ctx (validate)
// expect: invalid [decl.vFace-use]
// origin: template code {code: mov, decls: dcl vFace} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
dcl vFace
mov r0, vFace
mov oC0, c0
mul r1, c3, c3
