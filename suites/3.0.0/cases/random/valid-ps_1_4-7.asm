// case: random/valid/ps_1_4/7 (validate)
// expect: valid
// case: random/assemble/ps_1_4/7 (assemble)
// expect: the tokens of valid-ps_1_4-7.bin
// origin: random seed 1 ps_1_4 #7
ps_1_4
def c7, 1.0, -0.5, 0.25, -1.0
def c3, 1.0, 0.0, -0.5, 0.125
def c4, -1.0, 0.125, 0.25, 1.0
def c1, -1.0, 0.25, 0.5, 0.5
dp4 r3.xy, c7, c7.x
nop
mov r4.yzw, c0
mul r4.yz, c0.z, c1
mov r5.x, c1
dp3 r0, c0, c3
nop
nop
phase
cmp r4.xyz, c7.z, c1.w, c1
mov r4.w, c7
+mul r5.xyz, c2, c3.x
cnd r2, c3, c2.y, c3
sub r1.xyz, 1-r4.x, c0.z
+mov r0.w, r3_bias.y
mad_x4 r2, c3.z, r0_bx2.x, c0.w
mad r0, c0.z, c0, r1.z
add_d4 r3, c1, c1.z
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
