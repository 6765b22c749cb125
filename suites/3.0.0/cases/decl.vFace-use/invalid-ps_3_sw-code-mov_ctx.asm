// case: decl.vFace-use/invalid/ps_3_sw/code-mov_ctx (validate)
// expect: invalid [decl.vFace-use]
// origin: template code {code: mov, decls: dcl vFace} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl vFace
mov r0, vFace
mov oC0, c0
add r1, c2, c2
mad r2, r1, r1, r1
mul r3, c5, r2
mad r4, r2, r2, r2
