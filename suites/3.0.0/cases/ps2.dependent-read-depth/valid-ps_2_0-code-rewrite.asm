// case: ps2.dependent-read-depth/valid/ps_2_0/code-rewrite (validate)
// expect: valid
// case: ps2.dependent-read-depth/assemble/ps_2_0/code-rewrite (assemble)
// expect: the tokens of valid-ps_2_0-code-rewrite.bin
// origin: template code {code: rewrite, decls: dcl t0.xy dcl_2d s0}
ps_2_0
dcl t0.xy
dcl_2d s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
texld r1, t0, s0
mov oC0, c0
