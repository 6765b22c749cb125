// case: random/valid/ps_1_4/17 (validate)
// expect: valid
// case: random/assemble/ps_1_4/17 (assemble)
// expect: the tokens of valid-ps_1_4-17.bin
// origin: random seed 1 ps_1_4 #17
ps_1_4
def c1, 1.0, -0.5, 0.25, 0.25
def c0, 1.0, 0.0, -0.5, 1.0
def c5, 0.5, -0.5, -1.0, -1.0
def c4, 1.0, -1.0, 1.0, 1.0
dp3 r3, c1.x, c0
lrp r5.yw, c1.y, c0, r3
mad r2, c2, c2.x, c2.y
mov r0.zw, r2.x
mul r3.xyw, c0, -r3_bias
nop
add r1, c3, c2.z
cmp r4.y, c1.y, c3.z, r3
nop
nop
nop
nop
nop
nop
nop
nop
add r0, c1, c2
