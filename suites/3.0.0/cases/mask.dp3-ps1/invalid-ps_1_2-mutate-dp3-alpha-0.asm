// case: mask.dp3-ps1/invalid/ps_1_2/mutate-dp3-alpha-0 (validate)
// expect: invalid [mask.dp3-ps1]
// origin: mutator dp3-alpha on random seed 1 ps_1_2 #0
ps_1_2
def c6, 0.0, 0.25, 0.25, -0.5
def c7, 1.0, -0.5, 0.25, 0.5
def c0, -1.0, 1.0, 1.0, -1.0
sub r1, c2.w, c1
mul r0.xyz, c7.w, c1.w
lrp_d2 r0, c0, c0.w, c0
mad r0, c0, c0.w, -r0
dp3 r0.w, c0, c0
