// case: random/valid/ps_1_3/19 (validate)
// expect: valid
// case: random/assemble/ps_1_3/19 (assemble)
// expect: the tokens of valid-ps_1_3-19.bin
// origin: random seed 1 ps_1_3 #19
ps_1_3
def c4, 1.0, 0.125, -1.0, -0.5
def c1, 0.25, -0.5, 1.0, 0.125
def c0, 0.5, 0.125, -1.0, 1.0
def c5, 0.5, 0.25, 1.0, 0.125
dp4 r1, c7, c3
mov r1.xyz, c0
+mov_sat r1.w, c1
lrp r1, c1.w, c3.w, c3.w
cmp r1.xyz, c0, c0, c1.w
nop
nop
nop
mov_x2 r0.xyz, c0.w
+lrp r1.w, c1, c2, r1
nop
nop
nop
nop
nop
nop
mul r0, c2, c0.w
