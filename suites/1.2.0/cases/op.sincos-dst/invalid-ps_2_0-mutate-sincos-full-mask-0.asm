// case: op.sincos-dst/invalid/ps_2_0/mutate-sincos-full-mask-0 (validate)
// expect: invalid [op.sincos-dst]
// origin: mutator sincos-full-mask on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov r0, c0
sincos r0, r0.x, c1, c2
