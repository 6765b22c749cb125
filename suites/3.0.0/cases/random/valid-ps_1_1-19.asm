// case: random/valid/ps_1_1/19 (validate)
// expect: valid
// case: random/assemble/ps_1_1/19 (assemble)
// expect: the tokens of valid-ps_1_1-19.bin
// origin: random seed 1 ps_1_1 #19
ps_1_1
def c2, 1.0, 1.0, 0.125, 0.125
dp3_d2 r0.xyz, c3, c3.w
add r0.w, c2.w, c3
nop
lrp r0, c2, c7, c2
cnd r0, r0.w, c7, c0.w
sub_x2_sat r0, c1, c1
nop
add r1.w, c0, c7.z
+sub_d2_sat r0.xyz, c7, c1.w
sub r1, c0.w, c1
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
add_x2 r0, c0.w, c3
