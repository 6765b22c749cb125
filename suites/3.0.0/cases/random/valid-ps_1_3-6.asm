// case: random/valid/ps_1_3/6 (validate)
// expect: valid
// case: random/assemble/ps_1_3/6 (assemble)
// expect: the tokens of valid-ps_1_3-6.bin
// origin: random seed 1 ps_1_3 #6
ps_1_3
def c1, 1.0, 0.25, 0.0, -1.0
def c6, 1.0, 0.0, 0.25, 1.0
def c5, 0.5, -0.5, 0.25, -0.5
mul r1, c1, c7
lrp r0.xyz, r1, c2.w, c2
mad_d2 r1.w, c3, c2.w, c2
+mad r0.xyz, c1.w, c3.w, c1.w
nop
mad r0.w, c1.w, c2, -r1_bias.z
mad r1.w, c2, c1, r1.w
dp4_sat r1, c7, c1.w
nop
nop
nop
nop
nop
nop
nop
nop
nop
mov r0, r0_bias.w
