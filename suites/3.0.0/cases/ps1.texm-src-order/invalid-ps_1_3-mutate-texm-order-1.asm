// case: ps1.texm-src-order/invalid/ps_1_3/mutate-texm-order-1 (validate)
// expect: invalid [ps1.texm-src-order]
// origin: mutator texm-order on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
texbem t0, t0
add r0, c1.w, c0.w
