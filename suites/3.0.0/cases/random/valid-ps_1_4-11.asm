// case: random/valid/ps_1_4/11 (validate)
// expect: valid
// case: random/assemble/ps_1_4/11 (assemble)
// expect: the tokens of valid-ps_1_4-11.bin
// origin: random seed 1 ps_1_4 #11
ps_1_4
def c4, 0.5, 0.0, 0.125, 0.25
nop
mul r5, c3, c1
mov_d8 r1, r5.x
cnd r4, r5, c0.w, r5_bias.y
cmp r4, c1, c7.y, r5.y
sub_sat r2, c3.w, c7
mad_x2 r0, r1, c3.z, r1_x2.x
cnd_sat r0, 1-r4.y, r4, -r2_x2.x
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
mul r0, c1.y, c2.w
