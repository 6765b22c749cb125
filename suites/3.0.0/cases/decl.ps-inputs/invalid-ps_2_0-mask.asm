// case: decl.ps-inputs/invalid/ps_2_0/mask (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: mov r0, t0, decls: dcl t0.xy}
ps_2_0
dcl t0.xy
mov r0, t0
mov oC0, c0
