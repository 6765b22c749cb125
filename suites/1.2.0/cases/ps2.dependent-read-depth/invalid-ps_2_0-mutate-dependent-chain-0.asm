// case: ps2.dependent-read-depth/invalid/ps_2_0/mutate-dependent-chain-0 (validate)
// expect: invalid [ps2.dependent-read-depth]
// origin: mutator dependent-chain on random seed 1 ps_2_0 #0
ps_2_0
dcl t0
dcl_2d s1
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
texld r0, t0, s1
texld r0, r0, s1
texld r0, r0, s1
texld r0, r0, s1
texld r0, r0, s1
