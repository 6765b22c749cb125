// case: ports.limit/invalid/ps_2_0/mutate-ports-0 (validate)
// expect: invalid [ports.limit]
// origin: mutator ports on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mad r0, c0, c1, c2
