// case: reg.file-available/invalid/ps_2_0/mutate-foreign-file-0 (validate)
// expect: invalid [reg.file-available]
// origin: mutator foreign-file on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov r0, b0
