// case: ps2.dependent-read-depth/valid/ps_2_0/code-arith (validate)
// expect: valid
// case: ps2.dependent-read-depth/assemble/ps_2_0/code-arith (assemble)
// expect: the tokens of valid-ps_2_0-code-arith.bin
// origin: template code {code: arith, decls: dcl t0.xy dcl_2d s0}
ps_2_0
dcl t0.xy
dcl_2d s0
texld r1, t0, s0
mul r2, r1, c0
texld r3, r2, s0
add r3, r3, c1
texld r4, r3, s0
texld r5, r4, s0
mov oC0, c0
