// case: random/valid/ps_1_4/1 (validate)
// expect: valid
// case: random/assemble/ps_1_4/1 (assemble)
// expect: the tokens of valid-ps_1_4-1.bin
// origin: random seed 1 ps_1_4 #1
ps_1_4
def c4, 1.0, -1.0, 0.0, -0.5
def c5, -0.5, 1.0, 1.0, 1.0
add_d8 r3.xy, c1, c3
cmp r3.yz, c1, c0, c1
lrp_x4 r5, c2, c1.w, c2
mul_d8 r2.w, -r5_bx2, c7.w
+add_sat r0.xyz, r3_bx2, c1
lrp_sat r5, c0.w, c3, c0.w
cmp r5.z, r0.y, c0, c2.y
sub r3.xyz, c3.w, c2
+sub r1.w, c0.y, c7
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
nop
nop
nop
nop
nop
nop
nop
nop
phase
mul_x4 r0, c2.y, c0
