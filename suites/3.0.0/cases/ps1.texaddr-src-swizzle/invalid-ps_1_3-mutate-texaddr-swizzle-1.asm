// case: ps1.texaddr-src-swizzle/invalid/ps_1_3/mutate-texaddr-swizzle-1 (validate)
// expect: invalid [ps1.texaddr-src-swizzle]
// origin: mutator texaddr-swizzle on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
tex t0
texreg2ar t1, t0.w
add r0, c1.w, c0.w
