// case: mod.dz-dw/invalid/ps_1_4/mutate-dz-1 (validate)
// expect: invalid [mod.dz-dw]
// origin: mutator dz on random seed 1 ps_1_4 #4
ps_1_4
def c6, 0.125, -1.0, 1.0, 1.0
add r3, c3.y, c3.y
mov r3.xyz, c0
+add_sat r5.w, c1, c7.x
sub_sat r4.yzw, r3, c1
sub r0, c0.z, c0
mad_d8 r5.xyz, -r0_bx2.z, c3.x, c1.w
+lrp_x8 r4.w, c2, c2.z, c1
mov r2, c0
mad r1.xy, c1, c3, c3
nop
nop
nop
nop
nop
nop
nop
nop
nop
phase
add_d8 r0, c0.w, c3.x
mov r0, c0
mov r0, r0_dz
