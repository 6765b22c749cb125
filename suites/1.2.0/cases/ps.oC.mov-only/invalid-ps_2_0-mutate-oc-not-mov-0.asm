// case: ps.oC.mov-only/invalid/ps_2_0/mutate-oc-not-mov-0 (validate)
// expect: invalid [ps.oC.mov-only]
// origin: mutator oc-not-mov on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
abs oC0, c3
mov oDepth, c0.z
