// case: ps1.r0-written/invalid/ps_1_4/mutate-no-r0-1 (validate)
// expect: invalid [ps1.r0-written]
// origin: mutator no-r0 on random seed 1 ps_1_4 #1
ps_1_4
def c5, 0.25, -1.0, 1.0, 0.0
def c6, 1.0, 0.125, 0.5, -1.0
def c3, -1.0, 0.0, 1.0, -0.5
dp3 r2, c2, c3
mad r4.w, c1.x, c7, c1.y
+mad_d4 r3.xyz, c7.w, c2.y, c7
mad_x2 r2, r3.x, c7, 1-r2
lrp r5, c1.x, c2, r2
mad r2.yz, c1, c3.z, c3
add r4, c7, -r2_bias.w
sub r1, r4, r4
nop
nop
nop
nop
nop
nop
nop
mov_x4 r4, r3.x
