// case: random/valid/ps_1_2/17 (validate)
// expect: valid
// case: random/assemble/ps_1_2/17 (assemble)
// expect: the tokens of valid-ps_1_2-17.bin
// origin: random seed 1 ps_1_2 #17
ps_1_2
def c6, 0.25, -1.0, 1.0, 0.0
def c7, -1.0, 1.0, 0.5, 0.125
def c0, 0.5, 0.25, 0.125, 1.0
mul r0.xyz, c1.w, c1.w
+add_x4 r1.w, c0.w, c0
lrp_sat r0, c2.w, c0.w, c2
mul_sat r1, c3, c2
cnd_x4_sat r0, r0.w, c0, r0
dp4_x2 r0, c2, c3.w
sub_x4_sat r1.xyz, c1, c1
+add r1.w, c7.w, c2.w
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
mad r0, r1, r1.w, 1-r1
