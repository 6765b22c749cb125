// case: ps1.r0-written/invalid/ps_1_1/mutate-no-r0-0 (validate)
// expect: invalid [ps1.r0-written]
// origin: mutator no-r0 on random seed 1 ps_1_1 #0
ps_1_1
add t3, c2, c1.w
nop
dp3_x2 r1.xyz, c2, t3
mul t3, c1.w, c1.w
