// case: random/valid/ps_1_2/16 (validate)
// expect: valid
// case: random/assemble/ps_1_2/16 (assemble)
// expect: the tokens of valid-ps_1_2-16.bin
// origin: random seed 1 ps_1_2 #16
ps_1_2
def c3, 1.0, -1.0, -1.0, -1.0
def c1, 1.0, 1.0, 0.125, 0.5
def c6, 1.0, 1.0, -1.0, 0.125
def c5, 0.125, 0.5, -0.5, 0.25
mul_sat r0, c2, c1.w
