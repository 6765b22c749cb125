// case: random/valid/ps_1_1/3 (validate)
// expect: valid
// case: random/assemble/ps_1_1/3 (assemble)
// expect: the tokens of valid-ps_1_1-3.bin
// origin: random seed 1 ps_1_1 #3
ps_1_1
mul_sat r0.w, c1, c3.z
mov r0, c7.w
nop
mov r1, c1.w
cnd_sat r0, r0.w, c0, c2
mov r0, c2
