// case: random/valid/ps_1_3/16 (validate)
// expect: valid
// case: random/assemble/ps_1_3/16 (assemble)
// expect: the tokens of valid-ps_1_3-16.bin
// origin: random seed 1 ps_1_3 #16
ps_1_3
def c0, 0.25, 0.125, 0.125, 0.125
def c2, -1.0, 1.0, 1.0, 1.0
def c5, -1.0, 0.0, 0.125, -1.0
mad r0, c1.w, c1.w, c7.w
sub_d2 r1, c7.w, c1.w
cnd r1, r0.w, r1.w, c7
mad r0, c3.w, c2, r0.w
lrp r1, r1.w, c3, r1.w
mov_x2 r1, r0.w
mad_d2 r1, c3.w, c7.w, c3
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
mul_d2 r0, c3, c7
