// case: random/valid/ps_1_4/2 (validate)
// expect: valid
// case: random/assemble/ps_1_4/2 (assemble)
// expect: the tokens of valid-ps_1_4-2.bin
// origin: random seed 1 ps_1_4 #2
ps_1_4
def c3, 0.0, 1.0, 0.5, 0.25
texld r2, t4
mul_x8 r5, c0.z, c1.y
mul r4, c1, c7.x
dp4 r5.xyw, c7, r4.x
mad r5, r2, c7, r4
nop
lrp r1, c0, 1-r4.x, c3
mov r3.xyz, r1.z
+mad r2.w, r5_bias.z, r4, c1
cnd r4.yz, r4, r4, r2_x2
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
nop
mov r5.xyz, c1.z
+mov r5.w, c2
dp3_x2 r3, r2.z, -r3_bias
dp4 r2.z, c7.y, c0
dp3_sat r1, c7, c0.w
mov_x8 r4, r5.w
sub r3.xyz, c7.w, c0
cmp_d2 r1, c7.y, r5_bias, -r4.w
nop
nop
mov r0, c2
