// case: ps1.texaddr-src-file/invalid/ps_1_3/mutate-texaddr-const-1 (validate)
// expect: invalid [ps1.texaddr-src-file]
// origin: mutator texaddr-const on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
tex t0
texreg2ar t1, c0
add r0, c1.w, c0.w
