// case: random/valid/ps_1_3/11 (validate)
// expect: valid
// case: random/assemble/ps_1_3/11 (assemble)
// expect: the tokens of valid-ps_1_3-11.bin
// origin: random seed 1 ps_1_3 #11
ps_1_3
def c1, 0.125, -0.5, 1.0, 0.25
def c2, 0.25, -1.0, 0.125, 0.25
mov r1.xyz, c2
mul_x4 r1, c3, c1
dp3 r0, c0, c1.w
mov_sat r1, c3.w
lrp r1, c0, c1, c1.w
cnd_x4_sat r0, r0.w, c1, c1.w
cnd r0, r0.w, c1, c3.w
nop
nop
nop
nop
nop
nop
mul_x4 r0, c0.w, c3
