// case: random/valid/ps_1_1/14 (validate)
// expect: valid
// case: random/assemble/ps_1_1/14 (assemble)
// expect: the tokens of valid-ps_1_1-14.bin
// origin: random seed 1 ps_1_1 #14
ps_1_1
def c2, 0.0, 1.0, -0.5, 0.25
lrp r0, c3.w, c2.w, c2
cnd r1.xyz, r0.w, c1, c3.w
nop
nop
mad r0, c1, c1.w, c1
lrp r1, c2.w, c7, c2
nop
mad r1.w, c0.z, c1, r0
cnd r0, r0.w, c0, c0.w
lrp_sat r0, c2.w, c7.w, c7
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
mov r0, r1_bias.w
