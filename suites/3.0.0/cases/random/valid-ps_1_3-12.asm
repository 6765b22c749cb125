// case: random/valid/ps_1_3/12 (validate)
// expect: valid
// case: random/assemble/ps_1_3/12 (assemble)
// expect: the tokens of valid-ps_1_3-12.bin
// origin: random seed 1 ps_1_3 #12
ps_1_3
add r1.xyz, c7, c2.w
dp3 r1.xyz, c2.w, c0.w
mad r1, c1.w, c2.w, c2
sub r1, c2.w, c1.w
mad r0, c7, c0.w, r1_bias.w
mul_sat r1, r1.w, c0.w
nop
mad r0.xyz, r1_bx2.w, r1.w, 1-r0.w
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
mad_x2 r0, c1, c1.w, c3.w
