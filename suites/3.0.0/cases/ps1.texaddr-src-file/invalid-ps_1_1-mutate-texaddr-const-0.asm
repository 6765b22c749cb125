// case: ps1.texaddr-src-file/invalid/ps_1_1/mutate-texaddr-const-0 (validate)
// expect: invalid [ps1.texaddr-src-file]
// origin: mutator texaddr-const on random seed 1 ps_1_1 #0
ps_1_1
tex t0
texreg2ar t1, c0
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
