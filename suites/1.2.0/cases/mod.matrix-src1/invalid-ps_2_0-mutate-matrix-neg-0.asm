// case: mod.matrix-src1/invalid/ps_2_0/mutate-matrix-neg-0 (validate)
// expect: invalid [mod.matrix-src1]
// origin: mutator matrix-neg on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
m3x2 r0.xy, c0, -c0
