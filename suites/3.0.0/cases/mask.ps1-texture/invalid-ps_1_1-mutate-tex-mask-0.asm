// case: mask.ps1-texture/invalid/ps_1_1/mutate-tex-mask-0 (validate)
// expect: invalid [mask.ps1-texture]
// origin: mutator tex-mask on random seed 1 ps_1_1 #0
ps_1_1
texkill t0.xyz
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
