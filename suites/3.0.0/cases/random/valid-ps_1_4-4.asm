// case: random/valid/ps_1_4/4 (validate)
// expect: valid
// case: random/assemble/ps_1_4/4 (assemble)
// expect: the tokens of valid-ps_1_4-4.bin
// origin: random seed 1 ps_1_4 #4
ps_1_4
def c5, -0.5, -1.0, -0.5, -0.5
def c6, -0.5, -1.0, 1.0, 0.5
mul r1, c7.w, c2
phase
mov r0, c0
