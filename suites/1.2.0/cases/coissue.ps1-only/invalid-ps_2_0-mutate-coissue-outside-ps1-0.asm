// case: coissue.ps1-only/invalid/ps_2_0/mutate-coissue-outside-ps1-0 (validate)
// expect: invalid [coissue.ps1-only]
// origin: mutator coissue-outside-ps1 on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
+mov r0, c0
