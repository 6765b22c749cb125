// case: random/valid/ps_1_2/9 (validate)
// expect: valid
// case: random/assemble/ps_1_2/9 (assemble)
// expect: the tokens of valid-ps_1_2-9.bin
// origin: random seed 1 ps_1_2 #9
ps_1_2
def c3, 1.0, 0.5, 0.0, 1.0
def c7, 1.0, 1.0, -1.0, 0.0
mad r0, c1, c7, c7.w
mad r0, c3, c0.w, r0_bias.w
nop
mul r0, c2.w, c7
cnd_sat r0, r0.w, c7, c3.w
cmp r1, c1.w, c3.w, r0_bias
mul r1, c1, c2.w
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
mov_x2 r0, c2.w
