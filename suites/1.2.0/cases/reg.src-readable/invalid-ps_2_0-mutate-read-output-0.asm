// case: reg.src-readable/invalid/ps_2_0/mutate-read-output-0 (validate)
// expect: invalid [reg.src-readable]
// origin: mutator read-output on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov r0, oC0
