// case: random/valid/ps_1_1/6 (validate)
// expect: valid
// case: random/assemble/ps_1_1/6 (assemble)
// expect: the tokens of valid-ps_1_1-6.bin
// origin: random seed 1 ps_1_1 #6
ps_1_1
def c7, 0.5, 1.0, 1.0, 1.0
add r0.w, c1.w, c1
+mul r0.xyz, c3.w, c1
mov r0, c7.w
mad_x2 r0.xyz, c3, c1.w, c3.w
+sub r1.w, c1.w, c7
mul r0, r0.w, c0
