// case: ps.oC.regs/invalid/ps_2_0/mutate-oc4-0 (validate)
// expect: invalid [ps.oC.regs]
// origin: mutator oc4 on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
mov oC1, c0
mov oC2, c0
mov oC3, c0
mov oC4, c0
