// case: decl.ps-inputs/invalid/ps_2_x/sampler (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: texld r0, t0, s0, decls: dcl t0}
ps_2_x
dcl t0
texld r0, t0, s0
mov oC0, c0
