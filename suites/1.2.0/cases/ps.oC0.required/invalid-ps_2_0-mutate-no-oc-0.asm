// case: ps.oC0.required/invalid/ps_2_0/mutate-no-oc-0 (validate)
// expect: invalid [ps.oC0.required]
// origin: mutator no-oc on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oDepth, c0.z
