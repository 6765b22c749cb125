// case: random/valid/ps_1_3/0 (validate)
// expect: valid
// case: random/assemble/ps_1_3/0 (assemble)
// expect: the tokens of valid-ps_1_3-0.bin
// origin: random seed 1 ps_1_3 #0
ps_1_3
def c1, 0.125, 0.0, 0.5, 1.0
def c0, 1.0, -1.0, 0.5, 0.25
def c7, 1.0, 0.125, 1.0, 0.0
dp3 r1, c3.w, c7.w
dp4_d2_sat r0.xyz, c2.w, c0
dp3 r0, c2.w, c1.w
dp3 r0, c3, r0.w
lrp r1, c3, c1, c1.w
add_x4 r0, c1, c1.w
