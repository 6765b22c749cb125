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
cmp r0, c3, c3, c1.w
nop
mad r1.xyz, c0.w, c1, c0.w
add r0.w, c2, c3.z
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
mov r0, c3
