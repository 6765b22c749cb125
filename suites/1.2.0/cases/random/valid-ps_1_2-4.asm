// case: random/valid/ps_1_2/4 (validate)
// expect: valid
// case: random/assemble/ps_1_2/4 (assemble)
// expect: the tokens of valid-ps_1_2-4.bin
// origin: random seed 1 ps_1_2 #4
ps_1_2
def c0, 1.0, -1.0, -1.0, -1.0
def c6, 0.0, -0.5, -0.5, 1.0
def c4, 1.0, -0.5, 1.0, 0.0
def c3, 0.5, 1.0, 1.0, 1.0
texkill t0
mov_x4 r0, c3.w
sub_sat r0, c3, c3.w
sub r0, c1.w, c1.w
cmp r0, r0_bx2, c7.w, c2
cmp r1.xyz, c3.w, c1, c1
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
nop
nop
nop
nop
nop
nop
nop
nop
nop
mul_x4 r0, c3, c7.w
