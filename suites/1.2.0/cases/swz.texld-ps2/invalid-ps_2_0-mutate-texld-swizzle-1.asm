// case: swz.texld-ps2/invalid/ps_2_0/mutate-texld-swizzle-1 (validate)
// expect: invalid [swz.texld-ps2]
// origin: mutator texld-swizzle on random seed 1 ps_2_0 #1
ps_2_0
dcl t4.xz
dcl v1
dcl_2d s5
dcl t0
def c30, -1693227600.0, 0.25, -1.0, 0.25
dcl t7.yz
mov oC0, c0
mov oC1, c1
mov r0, c0
texld r0, r0, s5.x
