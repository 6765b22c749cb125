// case: ps2.dependent-read-depth/invalid/ps_2_0/code-from-temp (validate)
// expect: invalid [ps2.dependent-read-depth]
// origin: template code {code: from-temp, decls: dcl t0.xy dcl_2d s0}
ps_2_0
dcl t0.xy
dcl_2d s0
mov r1.xy, t0
texld r2, r1, s0
texld r3, r2, s0
texld r4, r3, s0
texld r5, r4, s0
mov oC0, c0
