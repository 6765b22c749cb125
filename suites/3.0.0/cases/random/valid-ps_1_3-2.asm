// case: random/valid/ps_1_3/2 (validate)
// expect: valid
// case: random/assemble/ps_1_3/2 (assemble)
// expect: the tokens of valid-ps_1_3-2.bin
// origin: random seed 1 ps_1_3 #2
ps_1_3
def c2, -0.5, 0.5, 0.5, 1.0
def c7, 1.0, 1.0, 1.0, 1.0
mul r0, c2, c2
dp3_d2_sat r0.xyz, c0, c3.w
dp3 r1.xyz, r0.w, c3
mad r1.xyz, c7.w, c1.w, r0.w
dp3 r1.xyz, c2.w, c7
cnd_d2_sat r0, r0.w, c1, c0.w
dp3_x4 r1.xyz, c2, r0
nop
nop
nop
nop
nop
nop
mul r0, c1, r0_bx2
