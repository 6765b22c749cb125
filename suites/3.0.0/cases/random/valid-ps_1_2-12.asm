// case: random/valid/ps_1_2/12 (validate)
// expect: valid
// case: random/assemble/ps_1_2/12 (assemble)
// expect: the tokens of valid-ps_1_2-12.bin
// origin: random seed 1 ps_1_2 #12
ps_1_2
def c3, -1.0, 1.0, 0.25, -1.0
def c2, -1.0, 0.25, -0.5, 0.0
def c0, -1.0, -1.0, 1.0, -1.0
mov r0, c2.w
nop
dp3_sat r1.xyz, c7, c7.w
lrp_sat r1, c1.w, c2.w, -r0.w
add_sat r0, c3, 1-r1
mov r0.w, r0
sub r0, c0.w, r0.w
mov r1.w, c2
+mul r0.xyz, c2.w, r0_bias.w
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
add r0, r0.w, c2
