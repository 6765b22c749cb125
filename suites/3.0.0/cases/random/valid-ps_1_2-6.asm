// case: random/valid/ps_1_2/6 (validate)
// expect: valid
// case: random/assemble/ps_1_2/6 (assemble)
// expect: the tokens of valid-ps_1_2-6.bin
// origin: random seed 1 ps_1_2 #6
ps_1_2
def c0, -1.0, -1.0, 1.0, 0.25
dp4 r0, c0, c0
lrp r1.w, c0, c0.z, c1.w
sub_x2 r1, c3, c2.w
lrp r1, -r0_bx2, c0, c3.w
sub_x4 r1, r0.w, c2.w
add_sat r0, c7.w, c0.w
nop
nop
nop
nop
nop
nop
nop
nop
nop
mov_sat r0, c7.w
