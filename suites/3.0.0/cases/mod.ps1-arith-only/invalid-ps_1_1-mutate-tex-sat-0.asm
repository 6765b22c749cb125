// case: mod.ps1-arith-only/invalid/ps_1_1/mutate-tex-sat-0 (validate)
// expect: invalid [mod.ps1-arith-only]
// origin: mutator tex-sat on random seed 1 ps_1_1 #0
ps_1_1
texkill_sat t0
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
