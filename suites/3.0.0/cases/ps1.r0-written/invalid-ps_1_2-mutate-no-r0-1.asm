// case: ps1.r0-written/invalid/ps_1_2/mutate-no-r0-1 (validate)
// expect: invalid [ps1.r0-written]
// origin: mutator no-r0 on random seed 1 ps_1_2 #1
ps_1_2
def c6, -1.0, 0.0, -1.0, -1.0
def c7, 0.5, -1.0, -1.0, 0.25
def c0, 1.0, 0.0, 0.5, -0.5
add_sat r1.w, c1, c1
sub_x2_sat t3, c0.w, c3
sub t3, c0.w, c2
sub r1, c2.w, t3.w
dp3 t3, r1_bias.w, c2.w
mov_x4 r1.xyz, t3
+mul_sat r1.w, c0.z, c0
add_x2_sat t3, t3, c7
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
mov t3, c3
