// case: random/valid/ps_1_4/9 (validate)
// expect: valid
// case: random/assemble/ps_1_4/9 (assemble)
// expect: the tokens of valid-ps_1_4-9.bin
// origin: random seed 1 ps_1_4 #9
ps_1_4
def c7, 0.125, 1.0, -1.0, 1.0
def c2, 0.0, -0.5, 1.0, -1.0
def c3, -1.0, 0.0, -1.0, 0.125
mad r4, c0.y, c3.z, c3.z
dp4 r2, c7.x, c0
mad_x8 r3.xyz, c1, c7, r4
+add_sat r0.w, -r2.z, c2.y
sub_d4 r3, c0.y, c2
sub_d4 r5, c1, c7
cmp r1, r5, -r5_bias, c3
sub r3, c7.x, r4
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
add r0, c3.x, c2
