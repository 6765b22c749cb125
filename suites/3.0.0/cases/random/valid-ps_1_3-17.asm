// case: random/valid/ps_1_3/17 (validate)
// expect: valid
// case: random/assemble/ps_1_3/17 (assemble)
// expect: the tokens of valid-ps_1_3-17.bin
// origin: random seed 1 ps_1_3 #17
ps_1_3
def c1, 1.0, 0.0, 0.0, -1.0
def c2, -1.0, -1.0, 1.0, 0.25
def c7, 1.0, 0.25, 1.0, 1.0
dp3_x2 r0.xyz, c3, c7
add_sat r1, c7, c3.w
dp3_x4 r1.xyz, r1.w, c2.w
sub_sat r1.w, c3.w, r1.z
dp4 r1, c2.w, c2.w
lrp r0, c2.w, c3.w, c2.w
nop
nop
mad r0, c3, c0.w, r0
