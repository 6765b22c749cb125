// case: ps1.texaddr-src-modifier/invalid/ps_1_3/mutate-texaddr-neg-1 (validate)
// expect: invalid [ps1.texaddr-src-modifier]
// origin: mutator texaddr-neg on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
tex t0
texreg2ar t1, -t0
add r0, c1.w, c0.w
