// case: random/valid/ps_1_4/18 (validate)
// expect: valid
// case: random/assemble/ps_1_4/18 (assemble)
// expect: the tokens of valid-ps_1_4-18.bin
// origin: random seed 1 ps_1_4 #18
ps_1_4
def c2, -0.5, 0.0, 0.125, 1.0
def c4, 1.0, 0.25, 0.0, 0.5
def c7, 0.0, 0.5, -1.0, 0.0
def c0, 1.0, 0.0, 0.0, 1.0
lrp r5, c2, c1.z, c2.y
cnd r5.xzw, c7.x, r5, c7
add r1.xyw, c7, c0
mov r3.xyz, c1.y
+mov r4.w, r1
mov r5, c3
mul r5, r5, c0
cnd_sat r5, c0, c1, c1.x
nop
phase
mov r0.yzw, c3.z
mul_d4 r4.xzw, c0.y, c3.y
mul r0, c1, c2
