// case: mod.sat-except/invalid/ps_3_sw/texld (validate)
// expect: invalid [mod.sat-except]
// origin: template code {code: texld_sat r0, v0, s0, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
texld_sat r0, v0, s0
mov oC0, c0
