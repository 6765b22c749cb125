// case: decl.no-result-modifier/invalid/ps_3_sw/decls-x2 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: x2}
ps_3_sw
dcl_texcoord0_x2 v0
mov r0, c0
mov oC0, c0
