// case: ps2.dependent-read-depth/invalid/ps_2_0/code-chain5 (validate)
// expect: invalid [ps2.dependent-read-depth]
// origin: template code {code: chain5, decls: dcl t0.xy dcl_2d s0}
ps_2_0
dcl t0.xy
dcl_2d s0
texld r1, t0, s0
texld r2, r1, s0
texld r3, r2, s0
texld r4, r3, s0
texld r5, r4, s0
mov oC0, c0
