// case: mod.sat-except/invalid/ps_2_sw/texld (validate)
// expect: invalid [mod.sat-except]
// origin: template code {code: texld_sat r0, t0, s0, decls: dcl t0 dcl_2d s0}
ps_2_sw
dcl t0
dcl_2d s0
texld_sat r0, t0, s0
mov oC0, c0
