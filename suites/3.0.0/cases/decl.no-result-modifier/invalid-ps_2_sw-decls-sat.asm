// case: decl.no-result-modifier/invalid/ps_2_sw/decls-sat (validate)
// expect: invalid [decl.no-result-modifier]
// origin: template code {code: mov r0, c0, decls: sat}
ps_2_sw
dcl_sat t0
mov r0, c0
mov oC0, c0
