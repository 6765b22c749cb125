// case: mod.sat-except/invalid/vs_3_sw/texldl (validate)
// expect: invalid [mod.sat-except]
// origin: template code {code: texldl_sat r0, v0, s0, decls: dcl_2d s0}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_2d s0
texldl_sat r0, v0, s0
mov o0, v0
