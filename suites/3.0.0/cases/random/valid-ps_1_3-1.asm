// case: random/valid/ps_1_3/1 (validate)
// expect: valid
// case: random/assemble/ps_1_3/1 (assemble)
// expect: the tokens of valid-ps_1_3-1.bin
// origin: random seed 1 ps_1_3 #1
ps_1_3
def c2, -0.5, -1.0, 1.0, 0.0
def c4, -1.0, 0.0, 1.0, 0.5
lrp r1, c2, c7, c7.w
mov r1, c1.w
add r1, c0, -r1
cmp_x4_sat r0, -r1_bias.w, r1, c0.w
cmp r0, r1.w, c7, c1.w
nop
nop
nop
nop
nop
nop
nop
mov_sat r0, c7.w
