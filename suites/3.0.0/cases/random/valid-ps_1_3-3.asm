// case: random/valid/ps_1_3/3 (validate)
// expect: valid
// case: random/assemble/ps_1_3/3 (assemble)
// expect: the tokens of valid-ps_1_3-3.bin
// origin: random seed 1 ps_1_3 #3
ps_1_3
def c2, 1.0, 1.0, 0.0, 0.5
def c5, 1.0, 0.5, 1.0, -0.5
mov r0.xyz, c3.w
cmp r1, c1.w, c7.w, c7.w
nop
mad_d2 r0, r1.w, c3.w, c1
lrp_x4 r1.xyz, c7.w, c3.w, r0_bias
+add_x2 r0.w, c0, c0.z
lrp_sat r1, c7, c3.w, r0
mov_sat r0.xyz, c1
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
nop
nop
nop
add r0, c7, r0.w
