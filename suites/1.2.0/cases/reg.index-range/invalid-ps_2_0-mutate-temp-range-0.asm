// case: reg.index-range/invalid/ps_2_0/mutate-temp-range-0 (validate)
// expect: invalid [reg.index-range]
// origin: mutator temp-range on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov r12, c0
