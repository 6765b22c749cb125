// case: ps2.dependent-read-depth/valid/ps_2_0/code-chain4 (validate)
// expect: valid
// case: ps2.dependent-read-depth/assemble/ps_2_0/code-chain4 (assemble)
// expect: the tokens of valid-ps_2_0-code-chain4.bin
// origin: template code {code: chain4, decls: dcl t0.xy dcl_2d s0}
ps_2_0
dcl t0.xy
dcl_2d s0
texld r1, t0, s0
texld r2, r1, s0
texld r3, r2, s0
texld r4, r3, s0
mov oC0, c0
