// case: decl.no-result-modifier/invalid/ps_3_0/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: x2} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord_x2 v0
mov r0, c0
mov oC0, c0
mul r1, c6, c6
add r2, c2, r1
mul r3, r2, c2
mov r4, c5
mad r5, c0, r4, r4
add r6, r5, r4
