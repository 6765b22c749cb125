// case: random/valid/ps_1_1/11 (validate)
// expect: valid
// case: random/assemble/ps_1_1/11 (assemble)
// expect: the tokens of valid-ps_1_1-11.bin
// origin: random seed 1 ps_1_1 #11
ps_1_1
def c1, 1.0, 0.25, -0.5, -1.0
sub r0, c1, c2.w
cnd r0, r0.w, r0, c1
mov r0, c1.w
mov r0, c3.w
lrp_d2_sat r0, c2, r0.w, c7
mad r0, 1-r0, c0.w, c2
cnd_x2_sat r0, r0.w, c3, c0.w
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
add_d2 r0, c2, r0_bias
