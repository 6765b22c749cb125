// case: random/valid/ps_1_3/4 (validate)
// expect: valid
// case: random/assemble/ps_1_3/4 (assemble)
// expect: the tokens of valid-ps_1_3-4.bin
// origin: random seed 1 ps_1_3 #4
ps_1_3
def c4, -1.0, -1.0, -1.0, 0.5
def c3, 0.125, 1.0, 1.0, -1.0
def c5, 1.0, 1.0, 0.5, -1.0
nop
texcoord t0
add r1.w, c7, c1
+mov r0.xyz, c3.w
add_sat r1, t0.w, c0.w
dp4 r1, 1-t0, c2.w
lrp r1, t0, c3.w, c3
nop
dp3 r1, c7.w, -r1_bx2.w
sub r1, -t0_bias, 1-r1.w
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
add r0, c1, c1.w
