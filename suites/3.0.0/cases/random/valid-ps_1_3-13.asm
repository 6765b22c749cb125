// case: random/valid/ps_1_3/13 (validate)
// expect: valid
// case: random/assemble/ps_1_3/13 (assemble)
// expect: the tokens of valid-ps_1_3-13.bin
// origin: random seed 1 ps_1_3 #13
ps_1_3
def c6, 1.0, 0.0, 0.125, 1.0
def c0, -1.0, -1.0, 0.5, -1.0
texkill t0
sub_x2_sat r1, c7, c3.w
mov r0, r1
mad r1.w, -r0_bias, c2, c2.w
mad r1.xyz, c7, -r1_bx2, r1.w
+mad r1.w, c7, r0.w, c0
dp4_sat r0, c1, c3.w
dp3_sat r0.xyz, c3.w, c7.w
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
add r0, c7.w, r0
