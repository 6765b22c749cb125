// case: ps1.r0-written/invalid/ps_1_2/mutate-no-r0-0 (validate)
// expect: invalid [ps1.r0-written]
// origin: mutator no-r0 on random seed 1 ps_1_2 #0
ps_1_2
def c6, 0.0, 0.25, 0.25, -0.5
def c7, 1.0, -0.5, 0.25, 0.5
def c0, -1.0, 1.0, 1.0, -1.0
sub r1, c2.w, c1
mul t3.xyz, c7.w, c1.w
lrp_d2 t3, c0, c0.w, c0
mad t3, c0, c0.w, -t3
