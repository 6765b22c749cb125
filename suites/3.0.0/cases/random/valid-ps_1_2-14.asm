// case: random/valid/ps_1_2/14 (validate)
// expect: valid
// case: random/assemble/ps_1_2/14 (assemble)
// expect: the tokens of valid-ps_1_2-14.bin
// origin: random seed 1 ps_1_2 #14
ps_1_2
def c3, 0.25, 0.125, -1.0, 1.0
add r0, c3, c3.w
