// case: random/valid/ps_1_3/9 (validate)
// expect: valid
// case: random/assemble/ps_1_3/9 (assemble)
// expect: the tokens of valid-ps_1_3-9.bin
// origin: random seed 1 ps_1_3 #9
ps_1_3
def c7, 0.125, -1.0, -0.5, 0.5
def c1, 0.0, 0.5, -0.5, -1.0
texcoord t0
dp3 r1.xyz, c7.w, c0.w
mov r1.xyz, c3.w
+mad_x4_sat r1.w, t0, c0, c2.z
add r1.w, c7, 1-t0.z
dp3 r1, c7.w, t0.w
dp4 r0, c1, t0.w
nop
dp3 r1.xyz, r0, r0
nop
mov r0, c0
