// case: ps.oC.no-result-modifier/invalid/ps_2_0/mutate-oc-sat-0 (validate)
// expect: invalid [ps.oC.no-result-modifier]
// origin: mutator oc-sat on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov_sat oC0, c3
mov oDepth, c0.z
