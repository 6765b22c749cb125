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
lrp r0, c2, r1, c2
sub r1, c7, c0.w
mul r0.xyz, r0_bx2.w, c7.w
+sub r0.w, 1-r1, c7.w
lrp r0, c0, c7.w, c7
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
mad r0, r1, c3, r1.w
