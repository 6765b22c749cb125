// case: rel.ps-none/invalid/ps_1_1/mutate-ps1-relative-1 (validate)
// expect: invalid [rel.ps-none]
// origin: mutator ps1-relative on random seed 1 ps_1_1 #1
ps_1_1
def c4, 1.0, 0.25, -1.0, 0.5
def c0, -1.0, 1.0, -1.0, 0.125
def c2, -1.0, 0.0, 0.5, 0.25
def c6, -1.0, 0.125, -1.0, -0.5
mov r1.w, c7
mov_sat r0, c1
mov r0, c0[aL]
