// case: random/valid/ps_1_4/12 (validate)
// expect: valid
// case: random/assemble/ps_1_4/12 (assemble)
// expect: the tokens of valid-ps_1_4-12.bin
// origin: random seed 1 ps_1_4 #12
ps_1_4
def c7, 0.125, 1.0, -1.0, 0.125
def c6, 0.125, 0.25, -1.0, -1.0
def c2, 1.0, 0.5, -0.5, 0.5
def c4, 0.0, 0.125, 0.125, 0.125
mul_sat r5, c3.z, c2.y
add r4.w, r5, c1.x
+mad r2.xyz, c3.y, c2, r5_bx2.w
mul_sat r3.w, c3.w, c7
+mov r2.xyz, c3
nop
mov r0, c7.y
cmp r2, c0, r0, c1
mul_x4 r2.xy, c2, r5.x
mad r4, r0.x, c3, c3.z
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
phase
cmp_x8_sat r0.x, c7, c3.y, c7.x
add_sat r0, c3.y, -r5.y
