// case: random/valid/ps_1_2/8 (validate)
// expect: valid
// case: random/assemble/ps_1_2/8 (assemble)
// expect: the tokens of valid-ps_1_2-8.bin
// origin: random seed 1 ps_1_2 #8
ps_1_2
def c4, -1.0, 0.125, 0.5, -1.0
def c1, 0.25, 0.25, 1.0, 1.0
dp4 r1, c0, c7.w
mad_sat r0, c2, r1.w, c3
add r1, c2.w, c1
dp4_sat r0, c7.w, c3
cnd r0, r0.w, r0_bias.w, r1.w
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
mul r0, c3, r1.w
