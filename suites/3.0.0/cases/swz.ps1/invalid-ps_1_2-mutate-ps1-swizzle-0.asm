// case: swz.ps1/invalid/ps_1_2/mutate-ps1-swizzle-0 (validate)
// expect: invalid [swz.ps1]
// origin: mutator ps1-swizzle on random seed 1 ps_1_2 #0
ps_1_2
def c6, 0.0, 0.25, 0.25, -0.5
def c7, 1.0, -0.5, 0.25, 0.5
def c0, -1.0, 1.0, 1.0, -1.0
sub r1, c2.w, c1
mul r0.xyz, c7.w, c1.w
lrp_d2 r0, c0, c0.w, c0
mad r0, c0, c0.w, -r0
mov r0, c0.yzxw
