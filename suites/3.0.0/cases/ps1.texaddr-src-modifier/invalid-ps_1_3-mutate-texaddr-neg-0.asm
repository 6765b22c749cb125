// case: ps1.texaddr-src-modifier/invalid/ps_1_3/mutate-texaddr-neg-0 (validate)
// expect: invalid [ps1.texaddr-src-modifier]
// origin: mutator texaddr-neg on random seed 1 ps_1_3 #0
ps_1_3
def c5, 0.125, 0.25, 0.25, 0.25
def c4, -1.0, 1.0, 1.0, 1.0
def c1, -1.0, 1.0, 0.125, 0.5
tex t0
texreg2ar t1, -t0
mad_sat r0.w, c3, c2, c2
+add r1.xyz, c2.w, c1
mad_sat r1.w, c1, c0, c1
dp3_x2 r1.xyz, c1, c2.w
dp4 r0, c7, r1.w
sub r0, c1.w, c1.w
mad r1, c1, c7.w, c7
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
mad r0, c0, r1, c3
