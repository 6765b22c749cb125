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
lrp_sat r0.xyz, r0, c0.w, c7
+mov r0.w, c1
mov r0, c0.w
nop
nop
nop
mov_sat r0, c1.w
