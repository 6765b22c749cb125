// case: mod.src-allowed/invalid/ps_2_0/mutate-bad-src-mod-0 (validate)
// expect: invalid [mod.src-allowed]
// origin: mutator bad-src-mod on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov r0, c0
mov r0, r0_abs
