// case: ps.oC.src-plain/invalid/ps_2_0/mutate-oc-swizzle-0 (validate)
// expect: invalid [ps.oC.src-plain]
// origin: mutator oc-swizzle on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3.x
mov oDepth, c0.z
