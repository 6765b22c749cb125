// case: mod.pp/invalid/ps_1_1/mutate-pp-0 (validate)
// expect: invalid [mod.pp]
// origin: mutator pp on random seed 1 ps_1_1 #0
ps_1_1
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
mov_pp r0, c0
