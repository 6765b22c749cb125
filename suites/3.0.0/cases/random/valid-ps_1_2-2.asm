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
cmp r0, c0, c2, c2
mov_x4 r1, r0
lrp_sat r0, c3.w, c1.w, c3.w
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
mov r0, r1.w
