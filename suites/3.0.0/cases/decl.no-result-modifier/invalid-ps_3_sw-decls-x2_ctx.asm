// case: decl.no-result-modifier/invalid/ps_3_sw/decls-x2_ctx (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: x2} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord_x2 v0
mov r0, c0
mov oC0, c0
mov r1, c7
mul r2, c1, r1
mad r3, c0, r1, r1
mul r4, c0, c0
mad r5, c7, c7, r1
mov r6, c7
