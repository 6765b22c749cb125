// case: ps.reg.no-uninit-read/invalid/ps_2_0/mutate-ps-uninit-0 (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: mutator ps-uninit on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov r0, r0
mov oC0, c3
mov oDepth, c0.z
