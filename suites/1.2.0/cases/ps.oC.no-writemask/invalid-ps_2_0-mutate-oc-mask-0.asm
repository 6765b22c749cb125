// case: ps.oC.no-writemask/invalid/ps_2_0/mutate-oc-mask-0 (validate)
// expect: invalid [ps.oC.no-writemask]
// origin: mutator oc-mask on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0.xyz, c3
mov oDepth, c0.z
