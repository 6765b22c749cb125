// case: random/valid/ps_1_3/8 (validate)
// expect: valid
// case: random/assemble/ps_1_3/8 (assemble)
// expect: the tokens of valid-ps_1_3-8.bin
// origin: random seed 1 ps_1_3 #8
ps_1_3
def c2, 1.0, 0.0, 0.5, 0.0
def c7, -0.5, 1.0, 0.0, -1.0
def c3, 1.0, 0.25, 0.125, 0.0
def c6, 1.0, 1.0, -1.0, 0.25
mul r0, c1, c7.w
add_sat r1, c2.w, c7.w
cmp r0, c2.w, c0.w, c0
mov r1, c2.w
lrp r1, c0.w, c2, c0.w
add r1, c1.w, 1-r0.w
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
mul r0, c0, r1_bx2
