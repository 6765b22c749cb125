// case: slots.texture/invalid/ps_2_0/n-33 (validate)
// expect: invalid [slots.texture]
// origin: template count {decls: dcl t0 dcl_2d s0, line: texld r1, t0, s0, n: 33}
ps_2_0
dcl t0
dcl_2d s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
mov oC0, c0
