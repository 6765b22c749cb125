// case: random/valid/ps_1_3/5 (validate)
// expect: valid
// case: random/assemble/ps_1_3/5 (assemble)
// expect: the tokens of valid-ps_1_3-5.bin
// origin: random seed 1 ps_1_3 #5
ps_1_3
def c4, -1.0, -1.0, 1.0, -0.5
def c1, 0.0, 0.0, 1.0, -0.5
def c3, 0.125, 1.0, -1.0, 1.0
dp3_x2 r1.xyz, c3, c0
mov_d2_sat r0, c0
sub r0.xyz, c3.w, r0_bx2.w
sub r0.w, c2.w, r0.z
dp3 r1.xyz, c7.w, c2.w
lrp_sat r0.xyz, c7, c7, c0.w
+mov r0.w, c3
cnd r0.w, r0.w, c2.z, c7
nop
nop
nop
mad_sat r0, r0, c1, r0.w
