// case: random/valid/ps_1_4/14 (validate)
// expect: valid
// case: random/assemble/ps_1_4/14 (assemble)
// expect: the tokens of valid-ps_1_4-14.bin
// origin: random seed 1 ps_1_4 #14
ps_1_4
phase
mul r3.xyz, c0.x, c1
+mad r5.w, c7.x, c2.x, c2
nop
add_x2 r0, c2, c1.x
