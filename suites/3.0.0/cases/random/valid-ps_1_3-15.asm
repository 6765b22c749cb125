// case: random/valid/ps_1_3/15 (validate)
// expect: valid
// case: random/assemble/ps_1_3/15 (assemble)
// expect: the tokens of valid-ps_1_3-15.bin
// origin: random seed 1 ps_1_3 #15
ps_1_3
def c7, 1.0, 1.0, -0.5, 1.0
sub_x4_sat r0, c2, c3.w
mad r1, c3, c2, c2
cmp r0, c1, c2.w, c1
add_sat r1.w, c2.z, c3.w
dp4_sat r1, c7.w, c1.w
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
mul_d2 r0, c0, r0.w
