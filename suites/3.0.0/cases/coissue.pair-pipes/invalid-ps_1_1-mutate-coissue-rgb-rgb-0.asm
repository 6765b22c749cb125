// case: coissue.pair-pipes/invalid/ps_1_1/mutate-coissue-rgb-rgb-0 (validate)
// expect: invalid [coissue.pair-pipes]
// origin: mutator coissue-rgb-rgb on random seed 1 ps_1_1 #0
ps_1_1
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
mov r0.xyz, c0
+add r0.xyz, c0, c0
