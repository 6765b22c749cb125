// case: random/valid/ps_1_3/14 (validate)
// expect: valid
// case: random/assemble/ps_1_3/14 (assemble)
// expect: the tokens of valid-ps_1_3-14.bin
// origin: random seed 1 ps_1_3 #14
ps_1_3
def c4, 1.0, 0.25, 1.0, 0.125
dp4_x4_sat r0, c7, c0
mad r0, c2.w, c0, c2
