// case: random/valid/ps_1_2/7 (validate)
// expect: valid
// case: random/assemble/ps_1_2/7 (assemble)
// expect: the tokens of valid-ps_1_2-7.bin
// origin: random seed 1 ps_1_2 #7
ps_1_2
def c5, 0.25, -1.0, 1.0, -1.0
def c1, 0.0, 0.25, 1.0, -1.0
def c7, 0.25, 1.0, 0.125, 0.25
mul r1, c2, c0.w
dp4 r0, c2, c1
mad r1, c3, c7.w, r0.w
dp4 r1.w, c2.z, r0.w
mad_x4 r1, c2.w, r0.w, c7
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
add r0, r0, c3
