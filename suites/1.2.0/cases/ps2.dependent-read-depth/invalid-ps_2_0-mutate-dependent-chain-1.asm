// case: ps2.dependent-read-depth/invalid/ps_2_0/mutate-dependent-chain-1 (validate)
// expect: invalid [ps2.dependent-read-depth]
// origin: mutator dependent-chain on random seed 1 ps_2_0 #1
ps_2_0
dcl t1
dcl_2d s0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
def c30, -1693227600.0, 0.25, -1.0, 0.25
dcl t7.yz
mov oC0, c0
mov oC1, c1
texld r0, t1, s0
texld r0, r0, s0
texld r0, r0, s0
texld r0, r0, s0
texld r0, r0, s0
