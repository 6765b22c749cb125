// case: decl.dcl-before-code/invalid/ps_2_0/mutate-dcl-after-code-0 (validate)
// expect: invalid [decl.dcl-before-code]
// origin: mutator dcl-after-code on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
mov oC0, c3
dcl v0
mov oDepth, c0.z
