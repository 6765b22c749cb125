// case: op.sincos-constants/invalid/ps_2_0/mutate-sincos-temp-constants-0 (validate)
// expect: invalid [op.sincos-constants]
// origin: mutator sincos-temp-constants on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov r0, c0
sincos r0.xy, r0.x, r0, r0
