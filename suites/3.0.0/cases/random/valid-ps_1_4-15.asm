// case: random/valid/ps_1_4/15 (validate)
// expect: valid
// case: random/assemble/ps_1_4/15 (assemble)
// expect: the tokens of valid-ps_1_4-15.bin
// origin: random seed 1 ps_1_4 #15
ps_1_4
sub_d8 r5, c7.z, c1
cmp r4.yz, c7.w, r5, c1
phase
mul_x4 r3, c0, c2
mul_x8 r0, r3_bias.z, c1.y
