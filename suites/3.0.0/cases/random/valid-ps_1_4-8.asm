// case: random/valid/ps_1_4/8 (validate)
// expect: valid
// case: random/assemble/ps_1_4/8 (assemble)
// expect: the tokens of valid-ps_1_4-8.bin
// origin: random seed 1 ps_1_4 #8
ps_1_4
def c2, -0.5, 0.25, 1.0, 0.0
def c1, 1.0, 1.0, 0.5, 0.25
def c3, 1.0, 0.25, -1.0, 1.0
mul_x8_sat r0.xyz, c2.w, c1.w
+mad r5.w, c0, c1, c0
cmp r0, c1, c2.x, c1.y
cnd_sat r1.xy, r0.w, c3, c0.y
mov_x4 r0, c0
