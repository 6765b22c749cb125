// case: random/valid/ps_1_3/7 (validate)
// expect: valid
// case: random/assemble/ps_1_3/7 (assemble)
// expect: the tokens of valid-ps_1_3-7.bin
// origin: random seed 1 ps_1_3 #7
ps_1_3
def c0, 0.25, -1.0, -1.0, 0.125
def c4, -1.0, 0.5, 0.125, 0.25
def c1, 0.125, 0.0, 1.0, 0.25
def c6, -1.0, 0.125, 1.0, 0.5
sub_d2 r0, c0.w, c2.w
cmp_sat r0, c1.w, c2, c1
mul_x4 r0, -r0_bx2.w, c2
nop
dp4_x4 r1.w, c0.z, c3.z
cnd_x2 r1, r0.w, c2.w, c3.w
nop
add r0, c3.w, c2.w
