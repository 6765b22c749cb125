// case: ps1.texm-src-order/invalid/ps_1_1/mutate-texm-order-0 (validate)
// expect: invalid [ps1.texm-src-order]
// origin: mutator texm-order on random seed 1 ps_1_1 #0
ps_1_1
texbem t0, t0
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
