// case: ps1.cnd-cond-plain/invalid/ps_1_1/mutate-cnd-neg-0 (validate)
// expect: invalid [ps1.cnd-cond-plain]
// origin: mutator cnd-neg on random seed 1 ps_1_1 #0
ps_1_1
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
mov r0.w, c0
cnd r0, -r0.w, c0, c1
