// case: random/valid/ps_1_2/1 (validate)
// expect: valid
// case: random/assemble/ps_1_2/1 (assemble)
// expect: the tokens of valid-ps_1_2-1.bin
// origin: random seed 1 ps_1_2 #1
ps_1_2
def c1, 1.0, 0.25, 0.0, -0.5
def c6, -0.5, 1.0, 1.0, -1.0
add r0, c0.w, c1
sub r0, c7.w, c7
cnd r1, r0.w, c0, c1.w
add_x2 r0, c0.w, r0.w
sub_x2 r0.w, c2, c3.z
mul r1, c3, r0
mad r0, c2, c3.w, c2
nop
nop
nop
mul r0, r1.w, r0
