// case: random/valid/ps_1_1/18 (validate)
// expect: valid
// case: random/assemble/ps_1_1/18 (assemble)
// expect: the tokens of valid-ps_1_1-18.bin
// origin: random seed 1 ps_1_1 #18
ps_1_1
def c3, 0.25, -1.0, 0.25, -0.5
def c6, 1.0, -0.5, -1.0, -1.0
mad r1, c7.w, c2.w, c2.w
dp3 r0.xyz, c1, c2
mov r1.xyz, c1
+sub_sat r0.w, c2.z, c0.z
lrp r0, c1.w, c1, c1.w
mov_x2 r0, c2.w
mul r0, c2.w, c1
dp3_sat r1.xyz, c7, c3
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
nop
nop
nop
nop
nop
nop
nop
nop
mov r0, c1
