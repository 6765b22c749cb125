// case: op.matrix-dst-mask/invalid/ps_2_0/mutate-matrix-full-mask-0 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: mutator matrix-full-mask on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
m3x3 r0, c0, c0
