// case: random/valid/ps_1_4/6 (validate)
// expect: valid
// case: random/assemble/ps_1_4/6 (assemble)
// expect: the tokens of valid-ps_1_4-6.bin
// origin: random seed 1 ps_1_4 #6
ps_1_4
def c4, -0.5, 1.0, 0.25, 1.0
def c6, 0.25, 0.0, 0.0, 1.0
sub_sat r2, c2, c7.x
mov_x2_sat r0.xyz, c1.x
+lrp r1.w, c0, c1, c0.x
add r0, c0, c1
