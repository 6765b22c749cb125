// case: random/valid/ps_1_1/0 (validate)
// expect: valid
// case: random/assemble/ps_1_1/0 (assemble)
// expect: the tokens of valid-ps_1_1-0.bin
// origin: random seed 1 ps_1_1 #0
ps_1_1
def c5, 0.25, -0.5, 0.5, 1.0
lrp_sat r1, c2, c0.w, c0.w
mul_sat r0, c0, c7
nop
nop
cnd_sat r1, r0.w, c0.w, c1
mad r1, c0.w, r1, c2.w
mad r0.xyz, r1_bx2.w, c0, c1.w
lrp r1.xyz, c1.w, c0, -r0_bx2.w
lrp_x2 r1, c3, -r0.w, c3.w
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
mov_x4_sat r0, c3
