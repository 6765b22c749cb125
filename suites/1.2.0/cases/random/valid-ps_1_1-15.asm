// case: random/valid/ps_1_1/15 (validate)
// expect: valid
// case: random/assemble/ps_1_1/15 (assemble)
// expect: the tokens of valid-ps_1_1-15.bin
// origin: random seed 1 ps_1_1 #15
ps_1_1
def c4, 0.25, 1.0, 0.125, -1.0
def c1, -0.5, -1.0, 1.0, 0.125
lrp r0, c0.w, c1, c1
mad r1, r0.w, c3.w, -r0_bias.w
mul r0, r0.w, c2
nop
lrp r0, c0, c0, c3
mov_x4 r1.w, c1
+add_x4 r1.xyz, c1, 1-r0
lrp r0, 1-r0, r0.w, r1.w
cnd r1, r0.w, c1, r0.w
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
mov r0, c3
