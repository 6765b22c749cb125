// case: random/valid/ps_1_2/5 (validate)
// expect: valid
// case: random/assemble/ps_1_2/5 (assemble)
// expect: the tokens of valid-ps_1_2-5.bin
// origin: random seed 1 ps_1_2 #5
ps_1_2
def c6, 1.0, -1.0, -0.5, -0.5
def c0, 0.5, -1.0, 1.0, 1.0
def c3, 1.0, 0.125, 0.125, 0.5
nop
mul r0.xyz, c3, c1
+mad_x2 r1.w, c7.z, c0.z, c0.w
mov_sat r1.xyz, c2
+sub r1.w, c7, c1
mad r1, c2, c2, c1.w
mov_x4 r0, c2
