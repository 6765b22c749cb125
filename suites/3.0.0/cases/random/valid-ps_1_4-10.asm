// case: random/valid/ps_1_4/10 (validate)
// expect: valid
// case: random/assemble/ps_1_4/10 (assemble)
// expect: the tokens of valid-ps_1_4-10.bin
// origin: random seed 1 ps_1_4 #10
ps_1_4
def c1, 1.0, -0.5, -1.0, 0.25
def c0, 1.0, 1.0, 0.0, 0.5
def c2, 0.125, 0.5, 0.5, 1.0
mul r0, c3.y, c2
