// case: swz.ps1/invalid/ps_1_3/mutate-ps1-swizzle-1 (validate)
// expect: invalid [swz.ps1]
// origin: mutator ps1-swizzle on random seed 1 ps_1_3 #8
ps_1_3
def c0, 1.0, 0.25, 0.25, 0.25
def c4, 1.0, 0.0, 0.125, 0.0
def c6, 1.0, -0.5, 0.25, -1.0
nop
add_d2 r1, c1.w, c1.w
add r1.w, c0.z, c1.z
mov_sat r0, c0.w
nop
dp4_x4 r0, r1_bx2, c2
nop
mov_sat r0, r1
mov r0, c0.yzxw
