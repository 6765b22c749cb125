// case: decl.def-before-code/invalid/ps_2_0/mutate-def-after-code-0 (validate)
// expect: invalid [decl.def-before-code]
// origin: mutator def-after-code on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
def c0, 0.5, 0.5, 0.5, 0.5
mov oDepth, c0.z
