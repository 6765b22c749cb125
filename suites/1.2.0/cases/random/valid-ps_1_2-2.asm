// case: random/valid/ps_1_2/2 (validate)
// expect: valid
// case: random/assemble/ps_1_2/2 (assemble)
// expect: the tokens of valid-ps_1_2-2.bin
// origin: random seed 1 ps_1_2 #2
ps_1_2
nop
lrp r0, c1, c2.w, c1.w
sub r0, c0, r0
mul r1.xyz, r0.w, c1.w
+mul r0.w, c3.z, c7.w
cmp r0, r0, c3, 1-r0.w
lrp r1, c7, c7.w, c3
nop
mad r1.w, r1.z, 1-r0, c7
+mul_x2 r1.xyz, r0.w, c2.w
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
mul_sat r0, c1.w, r0.w
