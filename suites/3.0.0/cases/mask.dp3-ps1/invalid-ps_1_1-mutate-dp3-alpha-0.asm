// case: mask.dp3-ps1/invalid/ps_1_1/mutate-dp3-alpha-0 (validate)
// expect: invalid [mask.dp3-ps1]
// origin: mutator dp3-alpha on random seed 1 ps_1_1 #0
ps_1_1
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
dp3 r0.w, c0, c0
