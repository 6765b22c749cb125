// case: decl.def-before-code/invalid/ps_1_1/mutate-def-after-code-0 (validate)
// expect: invalid [decl.def-before-code]
// origin: mutator def-after-code on random seed 1 ps_1_1 #0
ps_1_1
add r0, c2, c1.w
def c0, 0.5, 0.5, 0.5, 0.5
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
