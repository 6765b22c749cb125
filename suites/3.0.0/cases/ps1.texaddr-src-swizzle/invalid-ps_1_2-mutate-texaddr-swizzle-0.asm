// case: ps1.texaddr-src-swizzle/invalid/ps_1_2/mutate-texaddr-swizzle-0 (validate)
// expect: invalid [ps1.texaddr-src-swizzle]
// origin: mutator texaddr-swizzle on random seed 1 ps_1_2 #0
ps_1_2
def c6, 0.0, 0.25, 0.25, -0.5
def c7, 1.0, -0.5, 0.25, 0.5
def c0, -1.0, 1.0, 1.0, -1.0
tex t0
texreg2ar t1, t0.w
sub r1, c2.w, c1
mul r0.xyz, c7.w, c1.w
lrp_d2 r0, c0, c0.w, c0
mad r0, c0, c0.w, -r0
