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
lrp_d2_sat r0, c1, c2.w, c1.w
mul r1, -r0, c7.w
dp3 r1.xyz, r0, r0.w
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
mul_x4_sat r0, c3.w, c2
