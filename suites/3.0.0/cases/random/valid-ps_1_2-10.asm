// case: random/valid/ps_1_2/10 (validate)
// expect: valid
// case: random/assemble/ps_1_2/10 (assemble)
// expect: the tokens of valid-ps_1_2-10.bin
// origin: random seed 1 ps_1_2 #10
ps_1_2
def c4, 0.25, -0.5, 0.25, -0.5
lrp r1, c2.w, c3, c2.w
mad r0, c0, c0.w, c2
dp4_d2_sat r1, c3, r0_bx2
sub r1, c7, c1
mov r1.xyz, c1
+mad r1.w, c1, c1.w, r0
mad r0, c0, c3.w, c0.w
