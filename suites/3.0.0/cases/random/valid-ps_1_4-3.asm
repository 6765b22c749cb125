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
lrp_sat r0, r2.z, c0.z, r2
nop
mad_sat r3, c0.x, c1, r2
mul r3.xyz, c3, c2
cnd r5, c1.z, r3.y, r2
nop
nop
phase
lrp_x4 r0.yw, r3.y, c0.w, r5.y
sub r0, c1.w, r0
lrp r3.w, r0, r0.w, c1.y
cmp r2.yzw, r3, c0.z, c3
mad r0, r2, c0, -r3_bx2.x
