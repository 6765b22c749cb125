// case: random/valid/ps_1_3/15 (validate)
// expect: valid
// case: random/assemble/ps_1_3/15 (assemble)
// expect: the tokens of valid-ps_1_3-15.bin
// origin: random seed 1 ps_1_3 #15
ps_1_3
def c7, 1.0, 1.0, -0.5, 1.0
sub_x4_sat r0, c2, c3.w
mad r1, c3, c2, c2
cmp r0, c3, r1.w, c7.w
cmp_sat r1, c0.w, c0, c3
mul_sat r1, r1.w, c3.w
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
mul_sat r0, c0, r0.w
