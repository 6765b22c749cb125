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
lrp r1, c7.w, c0, c0
dp4 r0, c3, c1.w
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
mov_sat r0, c7
