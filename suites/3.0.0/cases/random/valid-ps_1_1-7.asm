// case: random/valid/ps_1_1/7 (validate)
// expect: valid
// case: random/assemble/ps_1_1/7 (assemble)
// expect: the tokens of valid-ps_1_1-7.bin
// origin: random seed 1 ps_1_1 #7
ps_1_1
def c0, -1.0, -1.0, 0.125, -1.0
def c7, 0.125, 1.0, -1.0, 0.5
def c2, 0.5, 1.0, 0.25, 1.0
dp3 r1.xyz, c2, c3
lrp r0, c3, c1, c3.w
sub_x2 r1, c1, c2.w
add r1.xyz, c1.w, c7
+mov r1.w, c7
mov r0, c2
