// case: swz.dp2add-replicate/invalid/ps_2_0/mutate-dp2add-identity-0 (validate)
// expect: invalid [swz.dp2add-replicate]
// origin: mutator dp2add-identity on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
dp2add r0, c0, c0, c0
