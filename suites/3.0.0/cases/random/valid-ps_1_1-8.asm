// case: random/valid/ps_1_1/8 (validate)
// expect: valid
// case: random/assemble/ps_1_1/8 (assemble)
// expect: the tokens of valid-ps_1_1-8.bin
// origin: random seed 1 ps_1_1 #8
ps_1_1
def c7, -1.0, 0.0, 0.0, -0.5
def c3, -1.0, 1.0, 0.125, 1.0
def c2, 1.0, 0.5, 0.25, 0.5
sub r1, c3, c3
dp3_sat r0.xyz, c2, c2.w
mov r1, r1
mul r0, c2, c3
