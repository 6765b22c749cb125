// case: random/valid/ps_1_2/3 (validate)
// expect: valid
// case: random/assemble/ps_1_2/3 (assemble)
// expect: the tokens of valid-ps_1_2-3.bin
// origin: random seed 1 ps_1_2 #3
ps_1_2
def c4, -0.5, -1.0, 0.125, 1.0
def c1, 1.0, -0.5, 0.25, 0.0
def c3, 1.0, 1.0, 0.5, 0.25
mad_sat r1, c2, c7, c2
dp3 r0.xyz, c1, -r1.w
cmp_x2 r0, c7.w, c2, c7.w
cmp r1, c3, c2, c3
cnd r0, r0.w, c1.w, r0.w
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
mov r0, r0
