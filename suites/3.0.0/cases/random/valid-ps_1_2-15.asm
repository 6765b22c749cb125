// case: random/valid/ps_1_2/15 (validate)
// expect: valid
// case: random/assemble/ps_1_2/15 (assemble)
// expect: the tokens of valid-ps_1_2-15.bin
// origin: random seed 1 ps_1_2 #15
ps_1_2
def c2, 1.0, 1.0, 0.0, 0.0
mov_sat r0, c7.w
dp3 r0.xyz, c3, c1
add r0, r0, c3
mul r1.w, c3.z, r0
cmp r0, c1, c7, c1
add r0, c7.w, c2.w
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
add r0, c0.w, c7
