// case: random/valid/ps_1_1/13 (validate)
// expect: valid
// case: random/assemble/ps_1_1/13 (assemble)
// expect: the tokens of valid-ps_1_1-13.bin
// origin: random seed 1 ps_1_1 #13
ps_1_1
def c1, 1.0, 0.5, 1.0, 1.0
def c7, 1.0, -1.0, -1.0, -1.0
def c2, 0.0, 0.0, 0.125, 1.0
add r0, c1.w, c0
mov r1, 1-r0
dp3 r0, r1.w, c1
mov r0, c7.w
nop
lrp r0, c7, c0, c0
mul_x2_sat r0, c2, c2
sub_d2_sat r1.xyz, c7.w, r1.w
+mul r0.w, c7.z, c7.w
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
mul r0, r0_bias.w, c3.w
