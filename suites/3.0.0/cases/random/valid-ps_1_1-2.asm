// case: random/valid/ps_1_1/2 (validate)
// expect: valid
// case: random/assemble/ps_1_1/2 (assemble)
// expect: the tokens of valid-ps_1_1-2.bin
// origin: random seed 1 ps_1_1 #2
ps_1_1
def c1, -1.0, -0.5, 0.5, 1.0
def c3, 0.125, 0.0, 0.25, 1.0
def c5, -0.5, 1.0, 1.0, 1.0
nop
mov_sat r1, c0.w
mad r0, r1.w, c1, c3
