// case: random/valid/ps_1_1/12 (validate)
// expect: valid
// case: random/assemble/ps_1_1/12 (assemble)
// expect: the tokens of valid-ps_1_1-12.bin
// origin: random seed 1 ps_1_1 #12
ps_1_1
def c6, 0.5, 0.125, 1.0, -0.5
def c1, 1.0, 0.125, 0.5, 1.0
def c5, 1.0, 0.5, -0.5, -1.0
def c4, 1.0, 0.5, -1.0, 0.125
sub r1.xyz, c7, c1.w
+sub r0.w, c1.w, c3.w
cnd_sat r0.w, r0.w, c7.w, c2
nop
lrp_x2 r0.xyz, c1.w, c7, c7.w
+add r0.w, c1.z, c7.z
nop
mov_d2 r1.w, c2
+mul r1.xyz, c2.w, c3
mul r1, r1, r1.w
mov r1, c3
mul_sat r0.xyz, c2, r0_bx2
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
mad_d2_sat r0, c7, c2, r1.w
