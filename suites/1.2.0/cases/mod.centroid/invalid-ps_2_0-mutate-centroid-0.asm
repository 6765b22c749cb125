// case: mod.centroid/invalid/ps_2_0/mutate-centroid-0 (validate)
// expect: invalid [mod.centroid]
// origin: mutator centroid on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov_centroid r0, c0
