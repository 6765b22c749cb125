// case: random/valid/ps_1_1/4 (validate)
// expect: valid
// case: random/assemble/ps_1_1/4 (assemble)
// expect: the tokens of valid-ps_1_1-4.bin
// origin: random seed 1 ps_1_1 #4
ps_1_1
def c5, 0.5, 0.0, 1.0, 0.125
def c1, -1.0, 0.0, 0.125, -1.0
def c7, 0.25, 0.5, 1.0, 0.5
def c4, 0.5, 0.125, 0.125, 0.5
nop
mul_x2_sat r0, c3, c2.w
mul r1.w, c2.w, r0_bx2.w
+sub_x2_sat r1.xyz, c1.w, c3
dp3_x4 r0.xyz, c1, c2.w
add r1, c0.w, c3.w
mad_d2_sat r1.w, c7, c7, c2
+mad r0.xyz, c1, c2, c1
mov r0.w, c0
dp3 r0.xyz, c1.w, c0
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
nop
nop
nop
nop
nop
nop
nop
nop
mad r0, c0.w, c0.w, r0.w
