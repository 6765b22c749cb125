// case: reg.file-available/invalid/ps_1_2/mutate-foreign-file-1 (validate)
// expect: invalid [reg.file-available]
// origin: mutator foreign-file on random seed 1 ps_1_2 #3
ps_1_2
sub_sat r0.xyz, c3, c7
+mul r1.w, c7.z, c0.w
nop
add r1, c7, c3.w
mov_sat r0, c0
mul_d2 r0.w, -r0_bias.z, c2.z
+mul_d2 r1.xyz, r1_bx2, c7
nop
nop
mad r1.w, c3, c7.z, r1
+mad r0.xyz, c1, c3, c1
add r0, c3.w, c2
mov r0, b0
