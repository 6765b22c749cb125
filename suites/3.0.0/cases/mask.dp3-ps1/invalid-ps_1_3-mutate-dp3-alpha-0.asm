// case: mask.dp3-ps1/invalid/ps_1_3/mutate-dp3-alpha-0 (validate)
// expect: invalid [mask.dp3-ps1]
// origin: mutator dp3-alpha on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
dp3 r1.w, c0, c0
