// case: random/valid/ps_1_1/9 (validate)
// expect: valid
// case: random/assemble/ps_1_1/9 (assemble)
// expect: the tokens of valid-ps_1_1-9.bin
// origin: random seed 1 ps_1_1 #9
ps_1_1
mov r0, c1
mad_sat r1.w, r0.w, c2.z, -r0_bx2
+mov r0.xyz, c3
cnd r1, r0.w, c7, c0
mov_sat r1, 1-r0.w
mov r0, c7
