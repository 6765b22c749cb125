// case: random/valid/ps_1_1/17 (validate)
// expect: valid
// case: random/assemble/ps_1_1/17 (assemble)
// expect: the tokens of valid-ps_1_1-17.bin
// origin: random seed 1 ps_1_1 #17
ps_1_1
def c6, 0.0, -0.5, 0.25, 0.125
def c7, 0.5, 1.0, -1.0, 1.0
def c1, 0.5, -0.5, 1.0, 1.0
def c0, 1.0, 0.0, 1.0, 0.125
sub r0, c3, c0.w
mad r1.xyz, c3.w, c1, c3
nop
sub r1.xyz, c1.w, c0.w
add_sat r1, c0, c0
lrp r1.w, c1, c1, c0
mul_sat r0.w, c7, -r1_bx2
+mad r0.xyz, r1.w, c1, r1.w
sub r1.w, c1.w, r0_bx2
+lrp_sat r0.xyz, c1.w, c2, r0.w
nop
nop
nop
nop
nop
nop
nop
nop
nop
mad_sat r0, c0, c2, r0
