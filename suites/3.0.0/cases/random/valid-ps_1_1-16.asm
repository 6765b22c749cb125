// case: random/valid/ps_1_1/16 (validate)
// expect: valid
// case: random/assemble/ps_1_1/16 (assemble)
// expect: the tokens of valid-ps_1_1-16.bin
// origin: random seed 1 ps_1_1 #16
ps_1_1
def c5, 0.5, 0.0, 1.0, -0.5
def c3, 1.0, 0.5, -1.0, -1.0
def c4, 1.0, 0.5, 0.0, 0.5
def c0, 1.0, -0.5, 0.25, 1.0
tex t0
lrp_sat r0.xyz, c7.w, t0, c1
mov_sat r1.w, c1
+lrp r0.xyz, c0.w, c3, c3.w
mov r1, c1.w
dp3 r0.xyz, t0, c2.w
add_sat r0, c0, -r1_bias.w
add r0, c2, r1
nop
mul_sat r0, c1.w, c7
nop
nop
nop
nop
nop
nop
nop
mad r0, c7.w, -r0.w, c7
