// case: random/valid/ps_1_2/18 (validate)
// expect: valid
// case: random/assemble/ps_1_2/18 (assemble)
// expect: the tokens of valid-ps_1_2-18.bin
// origin: random seed 1 ps_1_2 #18
ps_1_2
def c6, 0.0, 0.0, 1.0, 1.0
def c5, 1.0, 0.125, -1.0, 0.5
def c7, -0.5, 1.0, -1.0, -1.0
def c1, 0.25, -1.0, 1.0, -0.5
cmp r0, c1.w, c1, c1.w
nop
lrp r0, r0.w, c3.w, c1
dp3_x4 r0, c2.w, c0.w
sub_sat r0, c0.w, c0.w
lrp r0, c0, c7, c7
add_sat r1, c1, c0.w
nop
nop
nop
nop
nop
nop
nop
mad_x2 r0, c2, c2, c2.w
