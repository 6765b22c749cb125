// case: reg.file-available/invalid/ps_1_1/mutate-foreign-file-0 (validate)
// expect: invalid [reg.file-available]
// origin: mutator foreign-file on random seed 1 ps_1_1 #0
ps_1_1
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
mov r0, b0
