// case: random/valid/ps_1_4/0 (validate)
// expect: valid
// case: random/assemble/ps_1_4/0 (assemble)
// expect: the tokens of valid-ps_1_4-0.bin
// origin: random seed 1 ps_1_4 #0
ps_1_4
def c7, 0.5, -1.0, -1.0, 0.0
def c6, 0.125, 1.0, 0.0, -1.0
def c1, 0.25, 1.0, 1.0, 1.0
def c5, 1.0, 0.125, 0.125, -1.0
mad_x2 r0, c7, c1.x, c1
add r2.w, c0.w, c7
+add r5.xyz, c7.x, c0
sub r4, c2.w, c7.x
cmp r3.yzw, c1.x, c1, c1
mad_x8_sat r2, c0.w, c3.z, r4_x2
dp3 r2.xw, c7.y, c1.x
lrp_sat r1, c3.y, r5.x, r2
nop
nop
nop
mul r0, r5_x2.y, r2
