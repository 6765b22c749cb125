// case: random/valid/ps_1_3/10 (validate)
// expect: valid
// case: random/assemble/ps_1_3/10 (assemble)
// expect: the tokens of valid-ps_1_3-10.bin
// origin: random seed 1 ps_1_3 #10
ps_1_3
def c5, 1.0, 0.25, 1.0, 1.0
def c7, -1.0, -0.5, 1.0, 1.0
texcoord t0
cmp_sat r0, c0.w, c7, c7.w
lrp_sat r1.w, r0, r0_bias, r0_bias.z
+mul r1.xyz, c3, c7
mad r0, -t0_bias.w, c3.w, c7
sub r1, r0.w, r1
add r0, c7, 1-r0
dp3_sat r0.xyz, c0.w, r0
nop
nop
nop
add r0, -t0, c0
