// case: op.texkill-register/invalid/ps_1_4/mutate-texkill-const-1 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_1_4 #1
ps_1_4
def c5, 0.25, -1.0, 1.0, 0.0
def c6, 1.0, 0.125, 0.5, -1.0
def c3, -1.0, 0.0, 1.0, -0.5
texkill c0
dp3 r2, c2, c3
mad r0.w, c1.x, c7, c1.y
+mad_d4 r3.xyz, c7.w, c2.y, c7
mad_x2 r2, r3.x, c7, 1-r2
lrp r5, c1.x, c2, r2
mad r2.yz, c1, c3.z, c3
add r0, c7, -r2_bias.w
sub r1, r0, r0
nop
nop
nop
nop
nop
nop
nop
mov_x4 r0, r3.x
