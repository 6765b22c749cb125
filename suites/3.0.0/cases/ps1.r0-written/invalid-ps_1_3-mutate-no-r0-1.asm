// case: ps1.r0-written/invalid/ps_1_3/mutate-no-r0-1 (validate)
// expect: invalid [ps1.r0-written]
// origin: mutator no-r0 on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r1, c1.w, c0.w
