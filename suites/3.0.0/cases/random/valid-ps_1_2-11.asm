// case: random/valid/ps_1_2/11 (validate)
// expect: valid
// case: random/assemble/ps_1_2/11 (assemble)
// expect: the tokens of valid-ps_1_2-11.bin
// origin: random seed 1 ps_1_2 #11
ps_1_2
def c2, -1.0, -1.0, 0.0, 1.0
def c6, 0.25, 0.125, 0.25, -1.0
def c7, -1.0, 0.125, -0.5, -0.5
mad r0.xyz, c0.w, c1.w, c1.w
add r1, c2, c3.w
dp4 r0, c7.w, c7
add r0, -r0_bias.w, c2
sub_sat r0, c1, c2
nop
dp3 r0, r0.w, r1.w
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
nop
nop
nop
nop
nop
mov_sat r0, r1.w
