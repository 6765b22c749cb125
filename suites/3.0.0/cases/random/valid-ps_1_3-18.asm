// case: random/valid/ps_1_3/18 (validate)
// expect: valid
// case: random/assemble/ps_1_3/18 (assemble)
// expect: the tokens of valid-ps_1_3-18.bin
// origin: random seed 1 ps_1_3 #18
ps_1_3
def c7, 1.0, 0.25, 0.25, -1.0
def c1, 1.0, 0.25, -0.5, -1.0
tex t0
mul r1, c1.w, c2
mad r1, c3, r1.w, t0.w
add_sat r0, c3, t0.w
cmp r0, c0, c1, c1.w
mul_d2 r1, r0, r1.w
add r1, -r0_bias.w, c3.w
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
add r0, c3, c3.w
