// case: random/valid/ps_1_4/16 (validate)
// expect: valid
// case: random/assemble/ps_1_4/16 (assemble)
// expect: the tokens of valid-ps_1_4-16.bin
// origin: random seed 1 ps_1_4 #16
ps_1_4
def c3, 0.5, 0.125, -0.5, 0.125
def c1, -1.0, 0.0, 1.0, 0.125
def c4, 1.0, 1.0, 1.0, 1.0
add r0.xw, c7.z, c1.y
dp3_sat r2.x, c7, c1.x
mov_sat r0, c2
cmp r4, c7, r0, c3.z
phase
dp4_d8 r5.xyz, c0, c0
dp4 r1, c0.z, c7.z
mad r1.w, c7, c2.x, r1.w
+mov_sat r4.xyz, c1.y
lrp r1.x, c1.x, c2.y, r0
lrp_d2 r0.yz, c1.z, c1, c0
nop
mad r0, c0, r1.w, c7.w
