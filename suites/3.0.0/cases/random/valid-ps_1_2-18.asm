// case: random/valid/ps_1_2/18 (validate)
// expect: valid
// case: random/assemble/ps_1_2/18 (assemble)
// expect: the tokens of valid-ps_1_2-18.bin
// origin: random seed 1 ps_1_2 #18
ps_1_2
def c6, 0.0, 0.0, 1.0, 1.0
def c5, 1.0, 0.125, -1.0, 0.5
def c7, -0.5, 1.0, -1.0, -1.0
def c1, 0.25, -1.0, 1.0, -0.5
cmp r0, c1.w, c1, c1.w
nop
lrp r0, c0.w, c7.w, c0
dp4 r1, c0.w, c2.w
lrp r0, r1.w, c7.w, c3.w
add r0, c2.w, c1.w
nop
nop
nop
nop
nop
nop
nop
nop
mul r0, c2.w, c3
