// case: random/valid/ps_1_4/3 (validate)
// expect: valid
// case: random/assemble/ps_1_4/3 (assemble)
// expect: the tokens of valid-ps_1_4-3.bin
// origin: random seed 1 ps_1_4 #3
ps_1_4
def c2, 0.125, 1.0, 0.125, 1.0
cmp_sat r0, c3.y, c7.z, c7.x
dp4_x2 r0, c2, r0_bias
cmp r2, c0, c7.x, c7.y
lrp_sat r0, c0.z, c0, c0
mad_sat r4.xyw, r2_bias.w, c0, c1
dp3_d2_sat r5, c7.z, c1
mov r2.xz, c0
nop
nop
nop
phase
dp4_x8 r5.yzw, c7.z, c3
mov_sat r1.xyw, c0.z
sub r4.w, c0, c3
+add_x8 r2.xyz, c0, r2_bias.z
mad r0, r5.x, r0_x2.x, c1
mul_sat r0, r0, r0.z
