// case: random/valid/ps_1_4/13 (validate)
// expect: valid
// case: random/assemble/ps_1_4/13 (assemble)
// expect: the tokens of valid-ps_1_4-13.bin
// origin: random seed 1 ps_1_4 #13
ps_1_4
def c1, 1.0, 0.125, 0.5, -1.0
def c7, 1.0, 1.0, 0.125, -1.0
def c3, 0.25, 1.0, 0.5, 1.0
def c6, 1.0, 0.125, -0.5, -0.5
add r0.w, c1, c1.w
+mov_sat r4.xyz, c7.z
phase
lrp r3.x, c0.y, c2, c0.x
mad r4, c7, c2.x, r3.x
nop
cmp r3, c3.w, c1.w, c1.w
dp3_sat r3, c7.x, r4
add_x8 r4.xzw, c2, c7
cnd r4, c2.y, c3, r4.x
mov_x2 r0, c2
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
add r0, r3, c1.x
