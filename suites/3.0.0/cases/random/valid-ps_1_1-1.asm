// case: random/valid/ps_1_1/1 (validate)
// expect: valid
// case: random/assemble/ps_1_1/1 (assemble)
// expect: the tokens of valid-ps_1_1-1.bin
// origin: random seed 1 ps_1_1 #1
ps_1_1
def c6, 0.25, 1.0, 0.0, 1.0
def c3, -1.0, -1.0, 1.0, -0.5
def c2, 0.25, 0.0, -1.0, 1.0
def c0, 0.25, 0.5, 0.5, 1.0
mad r1, c0, c2.w, c0
sub_x2 r0, c1, c1.w
cnd r0, r0.w, c3, -r1.w
sub_x4 r1, r1, c1
nop
lrp r0.xyz, c0, c0.w, c7.w
add r0, c0, r1.w
