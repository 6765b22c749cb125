// case: random/valid/ps_1_4/19 (validate)
// expect: valid
// case: random/assemble/ps_1_4/19 (assemble)
// expect: the tokens of valid-ps_1_4-19.bin
// origin: random seed 1 ps_1_4 #19
ps_1_4
def c0, 0.125, 0.0, -1.0, -1.0
def c5, 0.125, -1.0, 1.0, -1.0
cnd r4, c3, c0, c0
mad r5, c1.w, r4, c1
cmp_sat r3, c3.y, r4.w, c0
dp4 r0, r5.z, c3.w
lrp_d4 r5.xw, r3.x, c1.y, r3
cnd r2, c3, r4, c0.w
mad r1.z, r4_x2.z, c7, c7
nop
nop
nop
nop
nop
nop
mov r0, c1
