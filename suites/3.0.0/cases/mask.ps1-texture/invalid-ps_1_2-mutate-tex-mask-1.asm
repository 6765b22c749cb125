// case: mask.ps1-texture/invalid/ps_1_2/mutate-tex-mask-1 (validate)
// expect: invalid [mask.ps1-texture]
// origin: mutator tex-mask on random seed 1 ps_1_2 #1
ps_1_2
def c6, -1.0, 0.0, -1.0, -1.0
def c7, 0.5, -1.0, -1.0, 0.25
def c0, 1.0, 0.0, 0.5, -0.5
texkill t0.xyz
add_sat r1.w, c1, c1
sub_x2_sat r0, c0.w, c3
sub r0, c0.w, c2
sub r1, c2.w, r0.w
dp3 r0, r1_bias.w, c2.w
mov_x4 r1.xyz, r0
+mul_sat r1.w, c0.z, c0
add_x2_sat r0, r0, c7
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
mov r0, c3
