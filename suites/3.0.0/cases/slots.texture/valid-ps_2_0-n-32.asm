// case: slots.texture/valid/ps_2_0/n-32 (validate)
// expect: valid
// case: slots.texture/assemble/ps_2_0/n-32 (assemble)
// expect: the tokens of valid-ps_2_0-n-32.bin
// origin: template count {decls: dcl t0 dcl_2d s0, line: texld r1, t0, s0, n: 32}
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
mov oC0, c0
