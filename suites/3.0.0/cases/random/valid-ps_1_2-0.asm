// case: random/valid/ps_1_2/0 (validate)
// expect: valid
// case: random/assemble/ps_1_2/0 (assemble)
// expect: the tokens of valid-ps_1_2-0.bin
// origin: random seed 1 ps_1_2 #0
ps_1_2
def c0, -1.0, 1.0, -1.0, 1.0
add r0, c1.w, c0
add_x4_sat r0.w, c7.w, c2
dp3 r0, c2.w, c0
lrp r1, c0.w, c0.w, c2.w
mov_sat r0, r1.w
mad r0, c3, c1, -r0_bx2.w
cnd_sat r0, r0.w, -r1.w, c2.w
nop
nop
nop
nop
nop
nop
nop
nop
nop
mov_x2 r0, c7
