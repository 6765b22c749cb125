// case: mask.allowed/invalid/ps_1_1/mutate-ps1-mask-0 (validate)
// expect: invalid [mask.allowed]
// origin: mutator ps1-mask on random seed 1 ps_1_1 #0
ps_1_1
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
mov r0.xy, c0
