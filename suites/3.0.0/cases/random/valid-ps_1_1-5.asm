// case: random/valid/ps_1_1/5 (validate)
// expect: valid
// case: random/assemble/ps_1_1/5 (assemble)
// expect: the tokens of valid-ps_1_1-5.bin
// origin: random seed 1 ps_1_1 #5
ps_1_1
def c4, 1.0, 0.125, -1.0, -0.5
def c7, 1.0, 0.5, 1.0, 1.0
mov r0.xyz, c7.w
sub r0, c0.w, c1.w
nop
nop
lrp r0, c0, c7, c7
dp3 r0.xyz, c1, c2
lrp r0, c0, c3.w, c3.w
sub_x4 r1, c1.w, c2
sub r1.w, c7.w, c3.z
+mov r1.xyz, c2.w
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
mul_x4 r0, c3.w, c1
