// case: random/valid/ps_1_4/5 (validate)
// expect: valid
// case: random/assemble/ps_1_4/5 (assemble)
// expect: the tokens of valid-ps_1_4-5.bin
// origin: random seed 1 ps_1_4 #5
ps_1_4
def c0, -0.5, 0.125, 1.0, 0.25
mul_sat r0.w, c1.w, c3
+mad r5.xyz, c7, c3.w, c3.x
dp4 r1, c7, c2
add_d4 r5.xyz, c7.z, c3.z
+mad_x4_sat r3.w, c0, r1, c3
cnd r2.z, c3.w, c7.w, c3.y
dp4_x8 r4, c7, c1
dp3 r0, c7.x, c0
dp4 r1, r5_x2.z, r4.w
nop
nop
nop
nop
nop
nop
mad_d8 r0, c0, c3, r4
