// case: decl.def-before-code/invalid/ps_1_3/mutate-def-after-code-1 (validate)
// expect: invalid [decl.def-before-code]
// origin: mutator def-after-code on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
add r0, c1.w, c0.w
def c6, -1.0, 0.125, 1.0, -1.0
