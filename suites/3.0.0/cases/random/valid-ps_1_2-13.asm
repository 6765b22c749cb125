// case: random/valid/ps_1_2/13 (validate)
// expect: valid
// case: random/assemble/ps_1_2/13 (assemble)
// expect: the tokens of valid-ps_1_2-13.bin
// origin: random seed 1 ps_1_2 #13
ps_1_2
def c4, 0.0, 0.125, 0.25, 0.5
def c5, -0.5, 0.5, 0.125, 0.0
def c0, -0.5, 0.25, 1.0, -1.0
add r0, c7, c7
cnd_x4_sat r0.xyz, r0.w, c1, c3.w
cmp r1, c1.w, c2.w, c2
mov r1, c7
add r1.xyz, c2.w, c7.w
nop
mad_x4 r0, c2, c2.w, c7
nop
nop
nop
nop
nop
nop
nop
nop
nop
mul r0, c1.w, c3.w
