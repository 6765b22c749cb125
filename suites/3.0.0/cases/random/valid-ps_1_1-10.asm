// case: random/valid/ps_1_1/10 (validate)
// expect: valid
// case: random/assemble/ps_1_1/10 (assemble)
// expect: the tokens of valid-ps_1_1-10.bin
// origin: random seed 1 ps_1_1 #10
ps_1_1
def c7, 0.25, 0.0, 1.0, -1.0
def c1, 1.0, 0.5, 1.0, 1.0
dp3 r0.xyz, c3, c3.w
mul_sat r0, c3, c7.w
