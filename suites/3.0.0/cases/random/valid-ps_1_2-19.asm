// case: random/valid/ps_1_2/19 (validate)
// expect: valid
// case: random/assemble/ps_1_2/19 (assemble)
// expect: the tokens of valid-ps_1_2-19.bin
// origin: random seed 1 ps_1_2 #19
ps_1_2
def c4, 1.0, -0.5, -1.0, -0.5
tex t0
add r1, c1, c3.w
add r1, c1.w, c2
mov r1, c1
cmp r0, r1.w, c3.w, r1.w
dp3_d2_sat r0.xyz, c3, c3
nop
dp3_x2 r1.xyz, c7.w, r0
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
add r0, c7, c3
