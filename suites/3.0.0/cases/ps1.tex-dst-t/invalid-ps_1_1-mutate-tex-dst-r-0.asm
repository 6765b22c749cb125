// case: ps1.tex-dst-t/invalid/ps_1_1/mutate-tex-dst-r-0 (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: mutator tex-dst-r on random seed 1 ps_1_1 #0
ps_1_1
tex r0
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
