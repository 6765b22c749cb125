// case: swz.texld-ps2/invalid/ps_2_0/mutate-texld-swizzle-0 (validate)
// expect: invalid [swz.texld-ps2]
// origin: mutator texld-swizzle on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov r0, c0
texld r0, r0, s13.x
