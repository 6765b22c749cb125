// case: ps2.dependent-read-depth/valid/ps_2_0/code-independent (validate)
// expect: valid
// case: ps2.dependent-read-depth/assemble/ps_2_0/code-independent (assemble)
// expect: the tokens of valid-ps_2_0-code-independent.bin
// origin: template code {code: independent, decls: dcl t0.xy dcl_2d s0}
ps_2_0
dcl t0.xy
dcl_2d s0
texld r1, t0, s0
texld r2, t0, s0
texld r3, t0, s0
texld r4, t0, s0
texld r5, t0, s0
add r1, r1, r2
mov oC0, c0
